/** The sms module's route plugins. Only app.ts registers them; other modules use ./index.ts. */
export { smsProvidersAdminRoutes } from './sms-providers.admin.routes';
