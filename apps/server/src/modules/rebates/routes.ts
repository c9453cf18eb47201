/** The rebates module's route plugins. Only app.ts registers them; other modules use ./index.ts. */
export { rebatesRoutes } from './rebates.routes';
export { rebatesAdminRoutes } from './rebates.admin.routes';
