import { DotLoading, Image, Skeleton } from 'antd-mobile';
import { RightOutline } from 'antd-mobile-icons';
import { useTranslation } from '../../../lib/i18n';
import { EmptyState, ErrorState } from '../../../components/page-states';
import { useCategoryEntries } from '../api/get-category-entries';
import type { CategoryEntry } from '@app/shared/contracts';
import { GameMark } from '../../../components/game-mark';
import '../../../components/layout-blocks.css';

interface CategoryEntryListProps {
  tabId: number;
  launchingCode: string | null;
  onOpen: (entry: CategoryEntry) => void;
}

/** Three venue cards' worth of space while a tab's list (or the tabs themselves) load. */
export function EntryListSkeleton() {
  return (
    <div className="entry-list stack-list" aria-busy="true">
      {Array.from({ length: 3 }, (_, index) => (
        <div key={index} className="entry-card entry-card--skeleton">
          <Skeleton animated className="entry-card__image-skeleton" />
          <Skeleton.Paragraph lineCount={2} animated className="entry-card__text-skeleton" />
        </div>
      ))}
    </div>
  );
}

/** The list of a show_type 1 tab (`POST /api/categoryEntry`): venue cards of games or categories. */
export function CategoryEntryList({ tabId, launchingCode, onOpen }: CategoryEntryListProps) {
  const { t } = useTranslation();
  const entries = useCategoryEntries(tabId);

  if (entries.isPending) return <EntryListSkeleton />;
  if (entries.isError) return <ErrorState onRetry={() => void entries.refetch()} />;
  if (entries.data.length === 0) return <EmptyState text={t('home.noEntries')} />;

  return (
    <ul className="entry-list stack-list">
      {entries.data.map((entry) => (
        <li key={`${entry.type}-${entry.id}`}>
          <button type="button" className="entry-card" onClick={() => onOpen(entry)}>
            <span className="entry-card__art">
              <Image src={entry.game_img} alt="" fit="cover" className="entry-card__image" lazy />
              <GameMark text={entry.desc_mark} color={entry.mark_color} />
            </span>
            <span className="entry-card__text">
              <strong className="entry-card__name">{entry.name}</strong>
              {entry.home_desc ? <span className="entry-card__desc">{entry.home_desc}</span> : null}
              {entry.betrayal ? <span className="entry-card__rebate">{entry.betrayal}</span> : null}
            </span>
            <span className="entry-card__side">
              {entry.desc_num ? (
                <span className="entry-card__figure">
                  {entry.desc_num}
                  <small>{entry.desc_unit}</small>
                </span>
              ) : null}
              {entry.type === 'game' ? (
                <span className="entry-card__enter">
                  {launchingCode === entry.game_code ? <DotLoading color="white" /> : t('home.enter')}
                </span>
              ) : (
                <span className="entry-card__more">
                  {t('home.viewAll')}
                  <RightOutline />
                </span>
              )}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
