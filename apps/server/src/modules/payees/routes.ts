/** The payees module's route plugins. Only app.ts registers them; other modules use ./index.ts. */
export { payeesRoutes, type PayeesRoutesOptions } from './payees.routes';
