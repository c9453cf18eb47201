export { registerMember, loginMember, logoutSession, changeLoginPassword, type AuthDeps } from './auth.service';
export { authPlugin, bearerToken } from './auth.plugin';
export { CaptchaService } from './captcha.service';
export { SessionService } from './session.service';
export { SmsService, outboxSmsProvider, type SmsProvider } from './sms.service';
export { AUTH_MESSAGES } from './auth.errors';
export { normalizeMobile } from './phone';
export { countActiveSessions } from './session.service';
export { checkAccountPassword, type RequestMeta } from './auth.service';
