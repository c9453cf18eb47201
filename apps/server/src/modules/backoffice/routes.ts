/** The backoffice module's route plugins. Only app.ts registers them; other modules use ./index.ts. */
export { backofficeRoutes } from './backoffice.routes';
