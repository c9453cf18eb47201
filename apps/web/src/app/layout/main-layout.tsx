import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { Outlet, useLocation } from 'react-router';
import { LoadingState } from '../../components/loading-state';
import { TAB_BAR_HEIGHT_PX } from '../../config/constants';
import { bareRouteKeys, paths, routeKeyOfPath, tabBarRouteKeys } from '../../config/paths';
import { useAppInfo } from '../../lib/api/get-app-info';
import { DownloadBar } from '../../features/app-info/components/download-bar';
import { isIosBrowser } from '../../features/app-info/utils/is-ios-browser';
import { useBalance } from '../../lib/api/get-balance';
import { useSession } from '../../hooks/use-session';
import { AppHeader } from './app-header';
import { BottomTabBar } from './bottom-tab-bar';
import { useShellNavigate } from './use-shell-navigate';
import './layout.css';

// The side menu (Popup with its gesture and animation libraries, List, Dialog, a dozen icons, about
// 35 KB gzipped) loads when the member reaches for it (pointer or focus on the menu icon, then the
// tap): no page's first screen loads it (decision 0015).
const loadSideMenu = () => import('./side-menu');
const SideMenu = lazy(loadSideMenu);
// Shown only in iOS browsers (spec-1 §1): other visitors never load it.
const IosInstallTip = lazy(() => import('../../features/app-info/components/ios-install-tip'));
// Shown only while the site is closed: not part of the initial JavaScript either.
const MaintenanceScreen = lazy(() =>
  import('../../features/app-info/components/maintenance-screen').then((module) => ({
    default: module.MaintenanceScreen,
  })),
);

// The reality check (responsible play) loads only for a logged-in member, after the first screen.
const RealityCheckReminder = lazy(() => import('../../components/reality-check-reminder'));

/**
 * How long after a member's page opens the reminder's code loads: its first reminder comes after the
 * member's interval (15 minutes or more) counted by the server from the session's start, so loading it
 * later changes nothing, and the first screen does not carry it (issue #13).
 */
const REALITY_CHECK_LOAD_DELAY_MS = 20_000;

/**
 * The one layout every route shares (spec-1 §2): download bar, header with back button and title,
 * side menu, the page, and the bottom tab bar on the five tab routes. /login and /register hide
 * header and side menu. site_state 0 replaces everything with the maintenance screen.
 */
export function MainLayout() {
  const { t } = useTranslation();
  const location = useLocation();
  const goTo = useShellNavigate();
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const [hasOpenedMenu, setHasOpenedMenu] = useState(false);
  const [isIos] = useState(isIosBrowser);
  const appInfo = useAppInfo();
  // Balance polling runs in the shell while logged in (spec-1 §7, §9).
  useBalance();
  const { isLoggedIn } = useSession();
  const [isReminderDue, setIsReminderDue] = useState(false);
  useEffect(() => {
    if (!isLoggedIn) return undefined;
    const timer = window.setTimeout(() => setIsReminderDue(true), REALITY_CHECK_LOAD_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [isLoggedIn]);

  const routeKey = routeKeyOfPath(location.pathname);
  const isBare = routeKey !== undefined && bareRouteKeys.includes(routeKey);
  const tabKey = tabBarRouteKeys.find((key) => key === routeKey);
  const siteTitle = appInfo.data?.title ?? '';
  let title: string = t('notFound.title');
  if (routeKey === 'home') title = siteTitle || t('routes.home');
  else if (routeKey) title = t(`routes.${routeKey}`);

  useEffect(() => {
    document.title = siteTitle && routeKey !== 'home' ? `${title} - ${siteTitle}` : title;
  }, [routeKey, siteTitle, title]);

  if (appInfo.data?.site_state === 0) {
    return (
      <Suspense fallback={null}>
        <MaintenanceScreen
          title={appInfo.data.title}
          logo={appInfo.data.site_logo}
          repairTips={appInfo.data.repair_tips}
        />
      </Suspense>
    );
  }
  // First visit, no cached appInfo yet: wait for it so a closed site never flashes open.
  if (appInfo.isPending) {
    return (
      <div className="app-splash">
        <LoadingState />
      </div>
    );
  }

  return (
    <div className={tabKey ? 'app-shell app-shell--with-tabs' : 'app-shell'}>
      {isBare ? null : <DownloadBar onOpen={() => goTo(paths.app)} />}
      {isBare ? null : (
        <AppHeader
          title={title}
          showBack={routeKey !== 'home'}
          onOpenMenu={() => {
            setHasOpenedMenu(true);
            setIsMenuOpen(true);
          }}
          onMenuIntent={() => void loadSideMenu().catch(() => undefined)}
        />
      )}
      <main className="app-main">
        <Suspense fallback={<LoadingState />}>
          <Outlet />
        </Suspense>
      </main>
      {tabKey ? <BottomTabBar activeKey={tabKey} /> : null}
      {isBare || !hasOpenedMenu ? null : (
        <Suspense fallback={null}>
          <SideMenu visible={isMenuOpen} onClose={() => setIsMenuOpen(false)} />
        </Suspense>
      )}
      {isBare || !isIos ? null : (
        <Suspense fallback={null}>
          <IosInstallTip bottomOffset={tabKey ? TAB_BAR_HEIGHT_PX : 0} />
        </Suspense>
      )}
      {isLoggedIn && isReminderDue ? (
        <Suspense fallback={null}>
          <RealityCheckReminder isOnGamePage={routeKey === 'gamePage'} onStop={() => goTo(paths.home)} />
        </Suspense>
      ) : null}
    </div>
  );
}
