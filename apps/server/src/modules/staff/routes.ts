/** The staff module's route plugins. Only app.ts registers them; other modules use ./index.ts. */
export { staffRoutes } from './staff.routes';
export { auditAdminRoutes } from './audit.admin.routes';
