/** The agents module's route plugins. Only app.ts registers them; other modules use ./index.ts. */
export { agentPortalRoutes } from './portal.routes';
