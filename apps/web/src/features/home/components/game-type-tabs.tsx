import { Image, Skeleton } from 'antd-mobile';
import { useTranslation } from '../../../lib/i18n';
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
  const button = (tab: GameTypeTab) => {
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
  };
  // A tablist may only hold tabs: each run of tabs is its own tablist (laid out as part of the
  // row), the tabs that start a game are links between them, in the staff's order.
  const runs: GameTypeTab[][] = [];
  for (const tab of tabs) {
    const last = runs.at(-1);
    if (last && (last[0]!.show_type === 2) === (tab.show_type === 2)) last.push(tab);
    else runs.push([tab]);
  }
  return (
    <nav className="home-tabs" aria-label={t('home.gameTypes')}>
      {runs.map((run) =>
        run[0]!.show_type === 2 ? (
          run.map(button)
        ) : (
          <div key={`tabs-${run[0]!.id}`} role="tablist" className="home-tabs__run">
            {run.map(button)}
          </div>
        ),
      )}
    </nav>
  );
}
