/** The auth module's route plugins. Only app.ts registers them; other modules use ./index.ts. */
export { authRoutes } from './auth.routes';
export { smsAdminRoutes } from './sms.admin.routes';
