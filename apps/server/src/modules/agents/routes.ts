/** The agents module's route plugins. Only app.ts registers them; other modules use ./index.ts. */
export { agentPortalRoutes } from './portal.routes';
export { agentsRoutes } from './agents.routes';
export { agentsAdminRoutes } from './agents.admin.routes';
export { commissionAdminRoutes } from './commission.admin.routes';
