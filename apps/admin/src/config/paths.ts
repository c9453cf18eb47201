/** Every route of the back office (hash routes: `/admin/#/members/12`). */
export const paths = {
  login: '/login',
  dashboard: '/',
  members: '/members',
  member: (id: number | string) => `/members/${id}`,
  adjustments: '/adjustments',
  deposits: '/finance/deposits',
  withdrawals: '/finance/withdrawals',
  transfers: '/finance/transfers',
  ledger: '/finance/ledger',
  siteSettings: '/content/site-settings',
  sms: '/content/sms',
  banners: '/content/banners',
  homeNotices: '/content/home-notices',
  notices: '/content/notices',
  contentPages: '/content/pages',
  service: '/content/service',
  platforms: '/games/platforms',
  bets: '/games/bets',
  gameCatalogue: '/games/catalogue',
  gameCategories: '/games/categories',
  gameTypes: '/games/types',
  hotSections: '/games/hot-sections',
  payments: '/payments',
  rebates: '/promotions/rebates',
  staff: '/staff',
  audit: '/staff/audit',
  redPacketRules: '/promotions/red-packets/rules',
  redPacketDays: '/promotions/red-packets/days',
  redPacketGrabs: '/promotions/red-packets/grabs',
  promotionCost: '/reports/promotion-cost',
  taskSettings: '/promotions/tasks',
  taskClaims: '/promotions/tasks/claims',
} as const;

/** A list opened with filters (`/finance/withdrawals?username=demo888`). */
export function withQuery(path: string, query: Record<string, string>): string {
  return `${path}?${new URLSearchParams(query).toString()}`;
}
