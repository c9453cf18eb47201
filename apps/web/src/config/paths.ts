/**
 * Every route of the member site, written once (spec-1 §2, spec-2 §2). Hash routes: the browser
 * shows them after `#`. Query strings are built with the helpers below, never by hand.
 */
export const paths = {
  home: '/',
  login: '/login',
  register: '/register',
  kefu: '/kefu',
  about: '/about',
  faq: '/faq',
  userCenter: '/userCenter',
  accountCenter: '/accountCenter',
  resetPasswordNew: '/resetPasswordNew',
  modifyPhone: '/modifyPhone',
  modifyEmail: '/modifyEmail',
  modifyPayPassword: '/modifyPayPassword',
  bankCard: '/bankCard',
  addBankCard: '/addBankCard',
  addWallet: '/addWallet',
  addUsdtCard: '/addUsdtCard',
  myNews: '/myNews',
  myNewsInfo: '/myNewsInfo',
  assets: '/assets',
  applyAgent: '/applyagent',
  applyAgentList: '/applyagentList',
  welfare: '/welfare',
  hongbao: '/hongbao',
  deposit: '/deposit',
  activeList: '/activeList',
  activeInfo: '/activeInfo',
  app: '/app',
  sponsor: '/sponsor',
  vip: '/vip',
  withdraw: '/withdraw',
  games: '/games',
  gamePage: '/gamePage',
  responsiblePlay: '/responsiblePlay',
} as const;

export type RouteKey = keyof typeof paths;
export type RoutePath = (typeof paths)[RouteKey];

/**
 * Routes an anonymous visitor may not open (spec-1 §2 table, spec-2 §2 guard list). They are sent
 * to /login with `redirect` holding the full target path.
 */
export const guardedRouteKeys: readonly RouteKey[] = [
  'userCenter',
  'modifyEmail',
  'modifyPayPassword',
  'bankCard',
  'addBankCard',
  'addWallet',
  'addUsdtCard',
  'assets',
  'applyAgent',
  'applyAgentList',
  'welfare',
  'hongbao',
  'deposit',
  'responsiblePlay',
];

/** The member centre and assets pages also need the stored username (spec-1 §2, spec-2 §2). */
export const usernameRequiredRouteKeys: readonly RouteKey[] = ['userCenter', 'assets'];

/** The bottom tab bar is shown only on these routes, in this order (spec-1 §2). */
export const tabBarRouteKeys = ['home', 'activeList', 'deposit', 'assets', 'userCenter'] as const;
export type TabBarRouteKey = (typeof tabBarRouteKeys)[number];

/** Routes without header and side menu (spec-1 §2). */
export const bareRouteKeys: readonly RouteKey[] = ['login', 'register'];

/** `/login?redirect=<target>`; the target keeps its own query string. */
export function loginPath(redirectTo?: string): string {
  if (!redirectTo || redirectTo === paths.home) return paths.login;
  return `${paths.login}?${new URLSearchParams({ redirect: redirectTo }).toString()}`;
}

/**
 * Where to go after login: the `redirect` query when it is a path of this site, else home.
 * Anything that is not a plain in-site path (`//host`, `http:`) is ignored.
 */
export function safeRedirectTarget(redirect: string | null): string {
  if (!redirect || !redirect.startsWith('/') || redirect.startsWith('//')) return paths.home;
  if (redirect.startsWith(paths.login) || redirect.startsWith(paths.register)) return paths.home;
  return redirect;
}

export function routeKeyOfPath(pathname: string): RouteKey | undefined {
  const entries = Object.entries(paths) as [RouteKey, string][];
  return entries.find(([, path]) => path === pathname)?.[0];
}
