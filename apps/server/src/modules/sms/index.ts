export { SmsDeliveryService, type ActiveSmsProvider } from './sms-delivery.service';
export { smsSecretKey } from './sms-secrets';
