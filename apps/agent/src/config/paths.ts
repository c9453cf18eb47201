/** The portal's hash routes (one place, CONVENTIONS rule 11). */
export const paths = {
  sso: '/sso',
  login: '/login',
  overview: '/',
  report: '/report',
  members: '/members',
  subAgents: '/sub-agents',
  statements: '/statements',
  statement: (id: string) => `/statements/${id}`,
  invite: '/invite',
} as const;
