/** The members module's route plugins. Only app.ts registers them; other modules use ./index.ts. */
export { membersRoutes } from './members.routes';
export { adjustmentsAdminRoutes } from './adjustments.admin.routes';
export { membersAdminRoutes } from './members.admin.routes';
