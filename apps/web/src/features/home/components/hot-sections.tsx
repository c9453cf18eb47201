import { DotLoading, Image, Skeleton } from 'antd-mobile';
import { Carousel } from '../../../components/carousel';
import { useTranslation } from '../../../lib/i18n';
import { EmptyState, ErrorState } from '../../../components/page-states';
import { useHotIndex, type HotSection } from '../api/get-hot-index';
import type { CategoryEntry } from '@app/shared/contracts';
import { GameMark } from '../../../components/game-mark';
import { GameTile } from '../../../components/game-tile';

/** Swipe cards autoplay interval (spec-1 §9). */
export const SWIPE_CARDS_AUTOPLAY_MS = 4000;

interface SectionProps {
  section: HotSection;
  launchingCode: string | null;
  onOpen: (entry: CategoryEntry) => void;
}

/** Section 1: a grid of games (no jackpot counter: decision 0014). */
function GridSection({ section, launchingCode, onOpen }: SectionProps) {
  return (
    <section className="hot-section hot-section--grid" aria-label={section.title}>
      <h2 className="hot-section__title">{section.title}</h2>
      <div className="hot-grid">
        {section.items.map((entry) => (
          <GameTile
            key={`${entry.type}-${entry.id}`}
            name={entry.name}
            image={entry.game_img}
            mark={entry.desc_mark}
            markColor={entry.mark_color}
            isLaunching={launchingCode === entry.game_code}
            onOpen={() => onOpen(entry)}
          />
        ))}
      </div>
    </section>
  );
}

/** Section 2: swipe cards, autoplay every 4 s. */
function SwipeSection({ section, launchingCode, onOpen }: SectionProps) {
  const { t } = useTranslation();
  return (
    <section className="hot-section hot-section--swipe" aria-label={section.title}>
      <h2 className="hot-section__title">{section.title}</h2>
      <Carousel autoplayMs={SWIPE_CARDS_AUTOPLAY_MS} slideSizePercent={86} showIndicator={false}>
        {section.items.map((entry) => (
          <button key={`${entry.type}-${entry.id}`} type="button" className="swipe-card" onClick={() => onOpen(entry)}>
            <Image src={entry.game_img} alt="" fit="cover" className="swipe-card__image" />
            <span className="swipe-card__text">
              <strong className="swipe-card__name">
                {entry.name}
                <GameMark text={entry.desc_mark} color={entry.mark_color} />
              </strong>
              <span className="swipe-card__desc">{entry.home_desc}</span>
              <span className="swipe-card__enter">
                {launchingCode === entry.game_code ? <DotLoading color="white" /> : t('home.enter')}
              </span>
            </span>
          </button>
        ))}
      </Carousel>
    </section>
  );
}

/** Section 3: two-column cards. */
function TwoColumnSection({ section, launchingCode, onOpen }: SectionProps) {
  return (
    <section className="hot-section hot-section--cards" aria-label={section.title}>
      <h2 className="hot-section__title">{section.title}</h2>
      <div className="hot-cards">
        {section.items.map((entry) => (
          <button
            key={`${entry.type}-${entry.id}`}
            type="button"
            className="hot-card"
            onClick={() => onOpen(entry)}
            aria-busy={launchingCode === entry.game_code}
          >
            <span className="hot-card__art">
              <Image src={entry.game_img} alt="" fit="cover" className="hot-card__image" lazy />
              <GameMark text={entry.desc_mark} color={entry.mark_color} />
            </span>
            <strong className="hot-card__name">{entry.name}</strong>
            <span className="hot-card__desc">{entry.home_desc}</span>
          </button>
        ))}
      </div>
    </section>
  );
}

/** The hot sections of `GET /api/hot_index`, each drawn by its id (spec-1 §2). */
export function HotSections({
  launchingCode,
  onOpen,
}: {
  launchingCode: string | null;
  onOpen: (entry: CategoryEntry) => void;
}) {
  const { t } = useTranslation();
  const hot = useHotIndex();

  if (hot.isPending) {
    return (
      <div className="hot-sections" aria-busy="true">
        <Skeleton.Title animated />
        <div className="hot-grid">
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} animated className="hot-sections__skeleton-tile" />
          ))}
        </div>
      </div>
    );
  }
  if (hot.isError) return <ErrorState onRetry={() => void hot.refetch()} />;
  const sections = hot.data.filter((section) => section.items.length > 0);
  if (sections.length === 0) return <EmptyState text={t('home.noGames')} />;

  return (
    <div className="hot-sections">
      {sections.map((section) => {
        const props = { section, launchingCode, onOpen };
        switch (section.id) {
          case 2:
            return <SwipeSection key={section.id} {...props} />;
          case 3:
            return <TwoColumnSection key={section.id} {...props} />;
          default:
            return <GridSection key={section.id} {...props} />;
        }
      })}
    </div>
  );
}
