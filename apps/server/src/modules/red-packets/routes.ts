/** The red-packets module's route plugins. Only app.ts registers them; other modules use ./index.ts. */
export { redPacketsRoutes } from './red-packets.routes';
export { redPacketsAdminRoutes } from './red-packets.admin.routes';
