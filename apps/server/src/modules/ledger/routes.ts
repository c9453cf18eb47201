/** The ledger module's route plugins. Only app.ts registers them; other modules use ./index.ts. */
export { ledgerAdminRoutes } from './ledger.admin.routes';
