/** The VIP bonuses module's route plugins. Only app.ts registers them; other modules use ./index.ts. */
export { vipBonusesRoutes } from './vip-bonuses.routes';
export { vipBonusesAdminRoutes } from './vip-bonuses.admin.routes';
