import { useCallback, useRef, useState } from 'react';
import { STICKY_OFFSET_PX } from '../../../config/constants';
import { useNavigate } from 'react-router';
import { ErrorState } from '../../../components/page-states';
import { useGameTypes } from '../api/get-game-types';
import type { CategoryEntry, GameTypeTab } from '@app/shared/contracts';
import { useLaunchGame } from '../../../hooks/use-launch-game';
import { gamesPath, targetOfEntry } from '../../../lib/game-paths';
import { BannerCarousel } from './banner-carousel';
import { CategoryEntryList, EntryListSkeleton } from './category-entry-list';
import { GameTypeTabs } from './game-type-tabs';
import { HomeNoticeBar } from './home-notice-bar';
import { HotSections } from './hot-sections';
import { RedPacketFloat } from './red-packet-float';
import { UserPanel } from './user-panel';
import { WelcomePopup } from './welcome-popup';
import './home.css';

/**
 * Home (/), spec-1 §2: banners, notice bar, user panel, game-type tabs (推荐 first; a show_type 1
 * tab shows its `categoryEntry` list, a show_type 2 tab starts its game), the hot sections of
 * `hot_index`, the welcome popup and the red-packet float.
 */
export function HomePage() {
  const navigate = useNavigate();
  const gameTypes = useGameTypes();
  const { launch, launching, loginPrompt } = useLaunchGame();
  const [chosenId, setChosenId] = useState<number | null>(null);
  // Where the sticky tabs start: choosing a tab scrolls its list into view under them.
  const tabsAnchor = useRef<HTMLDivElement>(null);
  // The red-packet float keeps off the tab row, which follows the anchor.
  const avoidTabs = useCallback(() => tabsAnchor.current?.nextElementSibling ?? null, []);

  const tabs = gameTypes.data;
  const firstTab = tabs?.find((tab) => tab.show_type !== 2);
  const activeTab = tabs?.find((tab) => tab.id === chosenId && tab.show_type !== 2) ?? firstTab;
  const launchingCode = launching?.gameCode ?? null;

  function selectTab(tab: GameTypeTab) {
    if (tab.show_type === 2) {
      void launch({
        platName: tab.platform_name,
        gameType: '0',
        gameCode: tab.game_code,
        supplier: tab.supplier,
        name: tab.game_name || tab.name,
      });
      return;
    }
    setChosenId(tab.id);
    const anchor = tabsAnchor.current;
    if (anchor) {
      const top = anchor.getBoundingClientRect().bottom + window.scrollY - STICKY_OFFSET_PX;
      if (window.scrollY < top) window.scrollTo({ top, behavior: 'smooth' });
    }
  }

  function openEntry(entry: CategoryEntry) {
    if (entry.type === 'category') void navigate(gamesPath(entry.id, entry.category_en));
    else void launch(targetOfEntry(entry));
  }

  const launchingTabId =
    launching && tabs
      ? (tabs.find((tab) => tab.show_type === 2 && tab.game_code === launching.gameCode)?.id ?? null)
      : null;

  return (
    <div className="home-page">
      <BannerCarousel />
      <HomeNoticeBar />
      <div className="home-page__panel">
        <UserPanel />
      </div>
      <div className="home-games">
        <div ref={tabsAnchor} className="home-tabs-anchor" />
        {gameTypes.isError ? (
          <ErrorState onRetry={() => void gameTypes.refetch()} />
        ) : (
          <GameTypeTabs
            tabs={tabs}
            isPending={gameTypes.isPending}
            activeId={activeTab?.id ?? null}
            launchingId={launchingTabId}
            onSelect={selectTab}
          />
        )}
        {activeTab ? (
          <div className="home-page__content" role="tabpanel" aria-label={activeTab.name}>
            <CategoryEntryList tabId={activeTab.id} launchingCode={launchingCode} onOpen={openEntry} />
          </div>
        ) : gameTypes.isPending ? (
          // The first tab's list takes this space when the tabs arrive: the hot sections below stay put.
          <div className="home-page__content">
            <EntryListSkeleton />
          </div>
        ) : null}
      </div>
      <div className="home-page__content">
        <HotSections launchingCode={launchingCode} onOpen={openEntry} />
      </div>
      <WelcomePopup />
      <RedPacketFloat avoid={avoidTabs} />
      {loginPrompt}
    </div>
  );
}

export default HomePage;
