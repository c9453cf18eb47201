/** The payments module's route plugins. Only app.ts registers them; other modules use ./index.ts. */
export { paymentsRoutes } from './payments.routes';
export { paymentPagesRoutes } from './payment-pages.routes';
export { depositsAdminRoutes } from './deposits.admin.routes';
export { paymentsAdminRoutes } from './payments.admin.routes';
