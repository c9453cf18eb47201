import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import { guardedRouteKeys, paths, routeKeyOfPath, usernameRequiredRouteKeys, type RouteKey } from '../config/paths';
import { RequireAuth } from '../features/auth/components/require-auth';
import { MainLayout } from './layout/main-layout';
import { RouteErrorBoundary } from './route-error-boundary';

// Every page is its own chunk; only the shell is in the initial JavaScript (ARCHITECTURE targets).
const pageModules: Partial<Record<RouteKey, () => Promise<{ default: ComponentType }>>> = {
  home: () => import('../features/home/components/home-page'),
  login: () => import('../features/auth/components/login-page'),
  register: () => import('../features/auth/components/register-page'),
  deposit: () => import('../features/deposit/components/deposit-page'),
  withdraw: () => import('../features/withdraw/components/withdraw-page'),
  assets: () => import('../features/assets/components/assets-page'),
  userCenter: () => import('../features/user-center/components/user-center-page'),
  accountCenter: () => import('../features/account/components/account-center-page'),
  resetPasswordNew: () => import('../features/account/components/reset-password-page'),
  modifyPhone: () => import('../features/account/components/modify-phone-page'),
  modifyEmail: () => import('../features/account/components/modify-email-page'),
  modifyPayPassword: () => import('../features/account/components/modify-pay-password-page'),
  bankCard: () => import('../features/cards/components/bank-card-page'),
  addBankCard: () => import('../features/cards/components/add-bank-card-page'),
  addUsdtCard: () => import('../features/cards/components/add-usdt-page'),
  addWallet: () => import('../features/cards/components/add-usdt-page'),
  myNews: () => import('./routes/my-news-page'),
  myNewsInfo: () => import('../features/messages/components/my-news-info-page'),
  kefu: () => import('../features/service/components/kefu-page'),
  about: () => import('../features/info-pages/components/about-page'),
  faq: () => import('../features/info-pages/components/faq-page'),
  sponsor: () => import('../features/info-pages/components/sponsor-page'),
  app: () => import('../features/info-pages/components/app-download-page'),
  games: () => import('../features/games/components/games-page'),
  gamePage: () => import('../features/games/components/game-page'),
  welfare: () => import('../features/red-packets/components/welfare-page'),
  hongbao: () => import('../features/red-packets/components/hongbao-page'),
  vip: () => import('../features/vip/components/vip-page'),
  activeList: () => import('../features/activities/components/active-list-page'),
  activeInfo: () => import('../features/activities/components/active-info-page'),
  applyAgentList: () => import('../features/activities/components/apply-list-page'),
  applyAgent: () => import('../features/agents/components/apply-agent-page'),
  responsiblePlay: () => import('../features/responsible-play/components/responsible-play-page'),
};

/** Pages built so far; every other route shows the honest 即将开放 page until its issue lands. */
const builtPages: Partial<Record<RouteKey, ReactNode>> = Object.fromEntries(
  Object.entries(pageModules).map(([key, load]) => {
    const Page = lazy(load);
    return [key, <Page />];
  }),
);

// The activity centre (issue #16) with its 日常任务 tab.
const ActiveListPage = lazy(() => import('../features/activities/components/active-list-page'));
// The activity centre's 日常任务 tab is the tasks feature's component (features do not import each other:
// app/ composes them); it loads with the page's chunk only when the tab is opened.
const TasksTab = lazy(() => import('../features/tasks/components/tasks-tab'));
const activeListTasksTab: ReactNode = (
  <Suspense fallback={null}>
    <TasksTab />
  </Suspense>
);
builtPages.activeList = <ActiveListPage tasksTab={activeListTasksTab} />;

const ComingSoonPage = lazy(() => import('../components/coming-soon-page'));
const NotFoundPage = lazy(() => import('../components/not-found-page'));

// The page of the address the site is opened at starts loading with the shell, not after appInfo
// has answered and the layout has rendered (one round trip less before the first screen, issue #13).
// A failed load is shown by the page's own lazy load when it renders.
const firstRouteKey = routeKeyOfPath(window.location.hash.slice(1).split('?')[0] || paths.home);
if (firstRouteKey) pageModules[firstRouteKey]?.().catch(() => undefined);

function pageFor(key: RouteKey): ReactNode {
  return builtPages[key] ?? <ComingSoonPage key={key} routeKey={key} />;
}

function guarded(key: RouteKey, page: ReactNode): ReactNode {
  if (!guardedRouteKeys.includes(key)) return page;
  return <RequireAuth needsUsername={usernameRequiredRouteKeys.includes(key)}>{page}</RequireAuth>;
}

const routeKeys: RouteKey[] = [
  'home',
  'login',
  'register',
  'kefu',
  'about',
  'faq',
  'userCenter',
  'accountCenter',
  'resetPasswordNew',
  'modifyPhone',
  'modifyEmail',
  'modifyPayPassword',
  'bankCard',
  'addBankCard',
  'addWallet',
  'addUsdtCard',
  'myNews',
  'myNewsInfo',
  'assets',
  'applyAgent',
  'applyAgentList',
  'welfare',
  'hongbao',
  'deposit',
  'activeList',
  'activeInfo',
  'app',
  'sponsor',
  'vip',
  'withdraw',
  'games',
  'gamePage',
  'responsiblePlay',
];

const routes: RouteObject[] = [
  {
    element: <MainLayout />,
    children: [
      ...routeKeys.map((key) => ({ path: paths[key], element: guarded(key, pageFor(key)) })),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/**
 * The member site's routes, rendered inside the app's `<HashRouter>`. The declarative router, not
 * `createHashRouter`: the site uses no loader, action or fetcher, and the data router brings all of
 * that code into the first screen (decision 0015). A page that fails to render, or whose chunk fails
 * to load, shows the error page until the address changes (what the data router's `errorElement`
 * did).
 */
export function AppRoutes() {
  return <RouteErrorBoundary>{useRoutes(routes)}</RouteErrorBoundary>;
}
