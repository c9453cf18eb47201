/** The tasks module's route plugins. Only app.ts registers them; other modules use ./index.ts. */
export { tasksRoutes } from './tasks.routes';
export { tasksAdminRoutes } from './tasks.admin.routes';
