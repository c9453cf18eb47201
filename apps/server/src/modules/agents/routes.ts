/** The agents module's route plugins. Only app.ts registers them; other modules use ./index.ts. */
export { commissionAdminRoutes } from './commission.admin.routes';
