import path from 'node:path';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import type { AppConfig } from './config/env';
import type { Database } from './db/client';
import type { Db } from './db/types';
import { authPlugin, CaptchaService, SessionService, SmsService } from './modules/auth';
import { authRoutes, smsAdminRoutes } from './modules/auth/routes';
import { backofficeRoutes } from './modules/backoffice/routes';
import { promotionCostAdminRoutes } from './modules/reports/routes';
import { getSiteSettings, SiteSettingsCache } from './modules/content';
import { contentAdminRoutes, contentPagesRoutes, contentRoutes } from './modules/content/routes';
import { betsAdminRoutes, catalogueAdminRoutes, gamesRoutes } from './modules/games/routes';
import { BalanceCache } from './modules/members';
import { adjustmentsAdminRoutes, membersAdminRoutes, membersRoutes } from './modules/members/routes';
import { payeesRoutes } from './modules/payees/routes';
import { onMemberBalanceChanged } from './modules/ledger';
import { ledgerAdminRoutes } from './modules/ledger/routes';
import { ChangeFeed } from './lib/change-feed';
import { SharedCache } from './lib/shared-cache';
import { watchRedisConnection } from './lib/redis-connection';
import {
  depositsAdminRoutes,
  paymentPagesRoutes,
  paymentsAdminRoutes,
  paymentsRoutes,
} from './modules/payments/routes';
import { profilePagesRoutes, profileRoutes } from './modules/profile/routes';
import { recordsRoutes } from './modules/records/routes';
import { rebatesAdminRoutes, rebatesRoutes } from './modules/rebates/routes';
import { redPacketsAdminRoutes, redPacketsRoutes } from './modules/red-packets/routes';
import { activitiesAdminRoutes, activitiesRoutes } from './modules/activities/routes';
import { tasksAdminRoutes, tasksRoutes } from './modules/tasks/routes';
import { staffPlugin } from './modules/staff';
import { auditAdminRoutes, staffRoutes } from './modules/staff/routes';
import { HousePlatform, PlatformRegistry } from './modules/wallet';
import { platformsAdminRoutes, transfersAdminRoutes, walletRoutes } from './modules/wallet/routes';
import { loadBusinessRowChecks, registerPromotionListeners } from './money-modules';
import { listEnabledWalletChannels } from './modules/withdrawals';
import { payoutSandboxRoutes, payoutsAdminRoutes, payoutsRoutes } from './modules/payouts/routes';
import { withdrawalsAdminRoutes, withdrawalsRoutes, withdrawSettingsAdminRoutes } from './modules/withdrawals/routes';
import { systemRoutes } from './modules/system/routes';
import { vipBonusesAdminRoutes, vipBonusesRoutes } from './modules/vip-bonuses/routes';
import { agentPortalRoutes, agentsAdminRoutes, agentsRoutes } from './modules/agents/routes';
import {
  responsiblePlayAdminRoutes,
  responsiblePlayGuard,
  responsiblePlayRoutes,
} from './modules/responsible-play/routes';
import { commissionAdminRoutes } from './modules/agents/routes';
import { SmsDeliveryService, smsSecretKey } from './modules/sms';
import { smsProvidersAdminRoutes } from './modules/sms/routes';
import { dbClassesPlugin } from './plugins/db-classes';
import { errorsPlugin } from './plugins/errors';
import { inputGuardsPlugin } from './plugins/input-guards';
import { maintenancePlugin } from './plugins/maintenance';
import { securityHeadersPlugin } from './plugins/security-headers';
import { openapiPlugin } from './plugins/openapi';
import { rateLimitPlugin } from './plugins/rate-limit';
import { REPO_ROOT, staticAppsPlugin } from './plugins/static-apps';

// Validation messages of zod in Chinese (the 400 answers name the field and say what is wrong).
z.config(z.locales.zhCN());

export interface Services {
  /** The site settings (appInfo) cache; read through content's `getSiteSettings`. */
  content: SiteSettingsCache;
  captcha: CaptchaService;
  sms: SmsService;
  sessions: SessionService;
  platforms: PlatformRegistry;
  balances: BalanceCache;
  changes: ChangeFeed;
  /** Short-lived answers shared across instances (Redis when configured): the dashboard's figures. */
  cache: SharedCache;
  /** Sends codes through the active configured SMS provider and keeps the delivery status (decision 0033). */
  smsDelivery: SmsDeliveryService;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: Database;
    db: Db;
    services: Services;
  }
}

export interface BuildAppOptions {
  config: AppConfig;
  database: Database;
  redis?: Redis | undefined;
  /** Pino options or false; tests pass false. */
  logger?: FastifyServerOptions['logger'];
  /** Serve the built web apps (off in most integration tests). */
  serveApps?: boolean;
}

/** Paths that never reach the log in clear text (platform-rules §2, CONVENTIONS "secrets"). */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  '*.password',
  '*.paypassword',
  '*.pay_pass',
  '*.confirmPass',
  '*.api_token',
  '*.token',
  '*.secret',
  '*.auth_code',
  'body.password',
  'body.paypassword',
  'body.pay_pass',
  'body.confirmPass',
  'body.auth_code',
];

export function loggerOptions(config: AppConfig): FastifyServerOptions['logger'] {
  return {
    level: config.LOG_LEVEL,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
  };
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config),
    // Only the configured proxies may state the client address (X-Forwarded-For).
    trustProxy: config.TRUST_PROXY.split(',').map((part) => part.trim()),
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
    // Per-request logs only when debugging: the balance poll alone is thousands of requests a second.
    logController: new LogController({
      disableRequestLogging: config.LOG_LEVEL !== 'debug' && config.LOG_LEVEL !== 'trace',
    }),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  const subscriber = options.redis?.duplicate();
  // Redis going away must not end the process (an 'error' event without a listener would).
  if (options.redis) watchRedisConnection(options.redis, app.log, 'commands');
  if (subscriber) watchRedisConnection(subscriber, app.log, 'change feed');
  app.decorate(
    'services',
    createServices(config, database.db, new ChangeFeed(options.redis, subscriber), new SharedCache(options.redis)),
  );
  const stopBalanceFeed = onMemberBalanceChanged((memberId) => app.services.changes.publish('balance', memberId));
  loadBusinessRowChecks();
  registerPromotionListeners({ siteTimeZone: config.SITE_TZ });

  await app.register(errorsPlugin);
  // Before every plugin whose hooks query the database: they run in the request's connection class.
  await app.register(dbClassesPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(maintenancePlugin);
  await app.register(inputGuardsPlugin);

  // An empty JSON body (clients POST "empty" payloads) is an empty object, not an error.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, {});
      return;
    }
    void parseJson(request, text, done);
  });
  app.addHook('preValidation', async (request) => {
    if (request.body === undefined || request.body === null) request.body = {};
  });

  await app.register(rateLimitPlugin, { redis: options.redis });
  await app.register(authPlugin, { sessions: app.services.sessions });
  await app.register(staffPlugin);
  await app.register(openapiPlugin);
  // Before the routes: its onRoute hook adds the responsible-play checks to the money and game routes.
  await app.register(responsiblePlayGuard);

  await app.register(systemRoutes, { redis: options.redis });
  await app.register(
    async (api) => {
      await api.register(contentRoutes);
      await api.register(authRoutes);
      await api.register(membersRoutes);
      await api.register(walletRoutes);
      await api.register(paymentsRoutes);
      await api.register(withdrawalsRoutes);
      await api.register(recordsRoutes);
      await api.register(rebatesRoutes);
      await api.register(gamesRoutes);
      await api.register(profileRoutes);
      await api.register(payeesRoutes, { walletChannels: listEnabledWalletChannels });
      await api.register(vipBonusesRoutes);
      await api.register(staffRoutes, { prefix: '/admin' });
      await api.register(backofficeRoutes, { prefix: '/admin' });
      await api.register(auditAdminRoutes, { prefix: '/admin' });
      await api.register(contentAdminRoutes, { prefix: '/admin' });
      await api.register(smsAdminRoutes, { prefix: '/admin' });
      await api.register(catalogueAdminRoutes, { prefix: '/admin' });
      await api.register(betsAdminRoutes, { prefix: '/admin' });
      await api.register(platformsAdminRoutes, { prefix: '/admin' });
      await api.register(adjustmentsAdminRoutes, { prefix: '/admin' });
      await api.register(depositsAdminRoutes, { prefix: '/admin' });
      await api.register(withdrawalsAdminRoutes, { prefix: '/admin' });
      await api.register(transfersAdminRoutes, { prefix: '/admin' });
      await api.register(ledgerAdminRoutes, { prefix: '/admin' });
      await api.register(paymentsAdminRoutes, { prefix: '/admin' });
      await api.register(withdrawSettingsAdminRoutes, { prefix: '/admin' });
      await api.register(membersAdminRoutes, { prefix: '/admin' });
      await api.register(rebatesAdminRoutes, { prefix: '/admin' });
      await api.register(redPacketsRoutes);
      await api.register(redPacketsAdminRoutes, { prefix: '/admin' });
      await api.register(activitiesRoutes);
      await api.register(activitiesAdminRoutes, { prefix: '/admin' });
      await api.register(tasksRoutes);
      await api.register(tasksAdminRoutes, { prefix: '/admin' });
      await api.register(promotionCostAdminRoutes, { prefix: '/admin' });
      await api.register(agentsRoutes);
      await api.register(agentsAdminRoutes, { prefix: '/admin' });
      await api.register(vipBonusesAdminRoutes, { prefix: '/admin' });
      await api.register(agentPortalRoutes, { prefix: '/agent-portal' });
      await api.register(responsiblePlayRoutes);
      await api.register(responsiblePlayAdminRoutes, { prefix: '/admin' });
      await api.register(payoutsRoutes);
      await api.register(payoutsAdminRoutes, { prefix: '/admin' });
      await api.register(commissionAdminRoutes, { prefix: '/admin' });
      await api.register(smsProvidersAdminRoutes, { prefix: '/admin' });
    },
    { prefix: '/api' },
  );

  // Payment pages of ours (sandbox cashier, offline transfer instructions), outside /api.
  await app.register(paymentPagesRoutes);
  // Uploaded avatars and our customer-service page, outside /api.
  await app.register(profilePagesRoutes);
  await app.register(contentPagesRoutes);
  // The payout sandbox (demo mode only), outside /api.
  await app.register(payoutSandboxRoutes);

  if (options.serveApps) {
    await app.register(staticAppsPlugin, {
      webDist: config.WEB_DIST ? path.resolve(config.WEB_DIST) : path.join(REPO_ROOT, 'apps/web/dist'),
      adminDist: config.ADMIN_DIST ? path.resolve(config.ADMIN_DIST) : path.join(REPO_ROOT, 'apps/admin/dist'),
      agentDist: config.AGENT_DIST ? path.resolve(config.AGENT_DIST) : path.join(REPO_ROOT, 'apps/agent/dist'),
    });
  }

  app.addHook('onClose', async () => {
    stopBalanceFeed();
    subscriber?.disconnect();
    await database.close();
  });

  return app;
}

/** The composition root: every service, wired once per app. */
export function createServices(
  config: AppConfig,
  db: Db,
  changes: ChangeFeed = new ChangeFeed(),
  cache: SharedCache = new SharedCache(),
): Services {
  const content = new SiteSettingsCache();
  const captcha = new CaptchaService(db, { secret: config.appSecret, fixedCode: config.CAPTCHA_FIXED_CODE });
  const smsDelivery = new SmsDeliveryService(db, smsSecretKey(config.appSecret));
  const sms = new SmsService(db, {
    remote: smsDelivery,
    secret: config.appSecret,
    siteTimeZone: config.SITE_TZ,
    fixedCode: config.SMS_FIXED_CODE,
    siteName: async () => (await getSiteSettings(db, content)).title,
  });
  const sessions = new SessionService(db, {
    cacheMs: config.SESSION_CACHE_MS,
    announce: (memberId) => changes.publish('sessions', memberId),
  });
  const balances = new BalanceCache();
  changes.on('balance', (memberId) => balances.invalidate(memberId));
  changes.on('sessions', (memberId) => sessions.forgetMember(memberId));
  const platforms = new PlatformRegistry(db);
  platforms.register('house', () => new HousePlatform(db));
  return { content, captcha, sms, sessions, platforms, balances, changes, cache, smsDelivery };
}
