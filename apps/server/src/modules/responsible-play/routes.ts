/** The responsible-play module's route plugins. Only app.ts registers them; other modules use ./index.ts. */
export { responsiblePlayRoutes } from './responsible-play.routes';
export { responsiblePlayAdminRoutes } from './responsible-play.admin.routes';
export { responsiblePlayGuard, GUARDED_ROUTES } from './responsible-play.guard';
