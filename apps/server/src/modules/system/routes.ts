/** The system module's route plugins. Only app.ts registers them; other modules use ./index.ts. */
export { systemRoutes } from './system.routes';
