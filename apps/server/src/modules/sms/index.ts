export { smsProvidersAdminRoutes } from './sms-providers.admin.routes';
export { SmsDeliveryService, type ActiveSmsProvider } from './sms-delivery.service';
export { smsSecretKey } from './sms-secrets';
