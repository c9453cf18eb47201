/** The payouts module's route plugins. Only app.ts registers them; other modules use ./index.ts. */
export { payoutsRoutes } from './payouts.routes';
export { payoutsAdminRoutes } from './payouts.admin.routes';
export { payoutSandboxRoutes } from './payout-sandbox.routes';
