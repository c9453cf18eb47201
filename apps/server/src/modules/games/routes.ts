/** The games module's route plugins. Only app.ts registers them; other modules use ./index.ts. */
export { gamesRoutes } from './games.routes';
export { betsAdminRoutes } from './bets.admin.routes';
export { catalogueAdminRoutes } from './catalogue.admin.routes';
