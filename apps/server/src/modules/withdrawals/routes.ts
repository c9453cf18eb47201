/** The withdrawals module's route plugins. Only app.ts registers them; other modules use ./index.ts. */
export { withdrawalsRoutes } from './withdrawals.routes';
export { withdrawalsAdminRoutes } from './withdrawals.admin.routes';
export { withdrawSettingsAdminRoutes } from './withdraw-settings.admin.routes';
