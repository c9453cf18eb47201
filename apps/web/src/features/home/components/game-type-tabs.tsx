import { Image, Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { GameTypeTab } from '@app/shared/contracts';

interface GameTypeTabsProps {
  tabs: GameTypeTab[] | undefined;
  isPending: boolean;
  activeId: number | null;
  launchingId: number | null;
  onSelect: (tab: GameTypeTab) => void;
}

/**
 * The home game-type tabs (spec-1 §2): 推荐 first; a show_type 1 tab shows its list below, a
 * show_type 2 tab starts its game. Sticky under the 50 px header (spec-1 §9).
 */
export function GameTypeTabs({ tabs, isPending, activeId, launchingId, onSelect }: GameTypeTabsProps) {
  const { t } = useTranslation();
  if (isPending && !tabs) {
    return (
      <div className="home-tabs" aria-busy="true">
        {Array.from({ length: 6 }, (_, index) => (
          <div key={index} className="home-tab home-tab--skeleton">
            <Skeleton animated className="home-tab__icon-skeleton" />
            <Skeleton animated className="home-tab__label-skeleton" />
          </div>
        ))}
      </div>
    );
  }
  if (!tabs || tabs.length === 0) return null;
  return (
    <nav className="home-tabs" role="tablist" aria-label={t('home.gameTypes')}>
      {tabs.map((tab) => {
        const opensGame = tab.show_type === 2;
        return (
          <button
            key={tab.id}
            type="button"
            role={opensGame ? 'link' : 'tab'}
            aria-selected={opensGame ? undefined : tab.id === activeId}
            aria-busy={tab.id === launchingId}
            className={tab.id === activeId ? 'home-tab home-tab--active' : 'home-tab'}
            onClick={() => onSelect(tab)}
          >
            <Image src={tab.game_img} alt="" className="home-tab__icon" fit="cover" />
            <span className="home-tab__label">{tab.name}</span>
          </button>
        );
      })}
    </nav>
  );
}
