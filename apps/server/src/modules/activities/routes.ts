/** The activities module's route plugins. Only app.ts registers them; other modules use ./index.ts. */
export { activitiesRoutes } from './activities.routes';
export { activitiesAdminRoutes } from './activities.admin.routes';
