/** The content module's route plugins. Only app.ts registers them; other modules use ./index.ts. */
export { contentRoutes } from './content.routes';
export { contentPagesRoutes } from './content-pages.routes';
export { contentAdminRoutes } from './content.admin.routes';
