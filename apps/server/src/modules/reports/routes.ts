/** The reports module's route plugins. Only app.ts registers them; other modules use ./index.ts. */
export { promotionCostAdminRoutes } from './promotion-cost.admin.routes';
