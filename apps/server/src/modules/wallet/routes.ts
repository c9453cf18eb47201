/** The wallet module's route plugins. Only app.ts registers them; other modules use ./index.ts. */
export { walletRoutes } from './wallet.routes';
export { platformsAdminRoutes } from './platforms.admin.routes';
export { transfersAdminRoutes } from './transfers.admin.routes';
