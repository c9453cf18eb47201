/** The records module's route plugins. Only app.ts registers them; other modules use ./index.ts. */
export { recordsRoutes } from './records.routes';
