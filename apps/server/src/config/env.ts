import path from 'node:path';
import { z } from 'zod';

/**
 * Configuration read from the environment once at start. A bad value stops the process with a
 * readable list of what is wrong (see formatConfigError).
 */
const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

const optionalString = z.preprocess(emptyToUndefined, z.string().optional());

export const ConfigSchema = z
  .object({
    APP_MODE: z.enum(['demo', 'production']).default('demo'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: z.preprocess(emptyToUndefined, z.url().optional()),
    /**
     * Optional PostgreSQL read replica: staff and report GET requests send their plain SELECTs
     * there (decision 0016). Writes, transactions and member calls stay on DATABASE_URL.
     */
    DATABASE_READ_URL: z.preprocess(emptyToUndefined, z.url().optional()),
    /**
     * Connections per instance of each connection class (decision 0016): members (the member site
     * and money), staff (back-office lists and actions), reports (dashboard, exports, ledger check).
     * A staff or report query never takes a member connection.
     */
    DB_POOL_MEMBER: z.coerce.number().int().min(1).max(500).default(14),
    DB_POOL_STAFF: z.coerce.number().int().min(1).max(500).default(2),
    DB_POOL_REPORT: z.coerce.number().int().min(1).max(500).default(1),
    /** statement_timeout of each class's connections, in ms (0 = none; no effect on PGlite). */
    DB_TIMEOUT_MEMBER_MS: z.coerce.number().int().min(0).max(3_600_000).default(5_000),
    DB_TIMEOUT_STAFF_MS: z.coerce.number().int().min(0).max(3_600_000).default(15_000),
    DB_TIMEOUT_REPORT_MS: z.coerce.number().int().min(0).max(3_600_000).default(60_000),
    REDIS_URL: z.preprocess(emptyToUndefined, z.url().optional()),
    SITE_TZ: z.string().default('Asia/Shanghai').refine(isValidTimeZone, { message: 'unknown IANA time zone' }),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** Secret that signs payment-gateway callbacks of the built-in sandbox gateway. */
    PAYMENT_SANDBOX_SECRET: optionalString,
    /** Secret mixed into hashes that must not be guessable from the database alone. */
    APP_SECRET: optionalString,
    /** Test-only: every new captcha gets this code. Refused in production. */
    CAPTCHA_FIXED_CODE: optionalString,
    /** Test-only: every new SMS code gets this value. Refused in production. */
    SMS_FIXED_CODE: optionalString,
    /**
     * Test-only: the clock of time-of-day rules (red-packet windows) starts at this ISO instant
     * and runs on from there (lib/clock.ts). Refused in production.
     */
    TEST_CLOCK_AT: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .refine((value) => !Number.isNaN(Date.parse(value)), { message: 'must be an ISO date-time' })
        .optional(),
    ),
    ADMIN_USERNAME: optionalString,
    ADMIN_PASSWORD: optionalString,
    ADMIN_TOTP_SECRET: optionalString,
    /** Where the built member site and back office are served from (defaults to the workspace builds). */
    WEB_DIST: optionalString,
    ADMIN_DIST: optionalString,
    /** Where the built agent portal is served from (decision 0030; defaults to apps/agent/dist). */
    AGENT_DIST: optionalString,
    /** How long a checked member session is trusted without a database read (0 = always read). */
    SESSION_CACHE_MS: z.coerce.number().int().min(0).max(300_000).default(15_000),
    /** How long the dashboard's figures are shared across instances and staff (0 = computed on every load). */
    DASHBOARD_CACHE_MS: z.coerce.number().int().min(0).max(300_000).default(5_000),
    /**
     * Which peers may set X-Forwarded-For (the client address behind rate limits, lockouts, the
     * audit log and gateway IP allow-lists): comma-separated IPs / CIDRs or the words loopback,
     * linklocal, uniquelocal. Default: loopback (a reverse proxy on the same host). Anyone else's
     * X-Forwarded-For is ignored, so a client cannot choose its own address.
     */
    TRUST_PROXY: z
      .string()
      .default('loopback')
      .refine((value) => value.split(',').every((part) => /^[0-9A-Za-z.:/]+$/.test(part.trim())), {
        message: 'comma-separated IPs, CIDRs or loopback / linklocal / uniquelocal',
      }),
    /**
     * Most matches a staff list counts; beyond it the list answers the cap with `total_capped`
     * ("10,000+", decision 0017).
     */
    ADMIN_LIST_COUNT_CAP: z.coerce.number().int().min(1).max(10_000_000).default(10_000),
    /** Seed demo data on first start (default: on in demo mode). */
    SEED_DEMO: z.preprocess(emptyToUndefined, z.enum(['0', '1']).optional()),
    /** With the demo data, the demo member's money history (deposit, transfer, house rounds); '0' leaves it out. */
    SEED_DEMO_HISTORY: z.preprocess(emptyToUndefined, z.enum(['0', '1']).optional()),
  })
  .superRefine((config, ctx) => {
    if (config.APP_MODE !== 'production') return;
    for (const key of ['CAPTCHA_FIXED_CODE', 'SMS_FIXED_CODE', 'TEST_CLOCK_AT'] as const) {
      if (config[key] !== undefined) {
        ctx.addIssue({ code: 'custom', path: [key], message: 'must not be set when APP_MODE=production' });
      }
    }
    for (const key of ['APP_SECRET', 'DATABASE_URL'] as const) {
      if (config[key] === undefined) {
        ctx.addIssue({ code: 'custom', path: [key], message: 'is required when APP_MODE=production' });
      }
    }
    if (config.APP_SECRET !== undefined && config.APP_SECRET.length < 32) {
      ctx.addIssue({ code: 'custom', path: ['APP_SECRET'], message: 'must be at least 32 characters' });
    }
  });

export type RawConfig = z.infer<typeof ConfigSchema>;

export interface AppConfig extends RawConfig {
  /** Absolute data directory. */
  dataDir: string;
  isProduction: boolean;
  appSecret: string;
  paymentSandboxSecret: string;
}

function isValidTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export class ConfigError extends Error {
  constructor(readonly issues: string[]) {
    super(`Invalid configuration:\n${issues.map((issue) => `  - ${issue}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Demo-mode fallback secret: fine for a local demo, refused in production by the schema. */
const DEMO_SECRET = 'demo-secret-not-for-production-use-0000';

export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`));
  }
  const raw = parsed.data;
  return {
    ...raw,
    dataDir: path.resolve(raw.DATA_DIR),
    isProduction: raw.APP_MODE === 'production',
    appSecret: raw.APP_SECRET ?? DEMO_SECRET,
    paymentSandboxSecret: raw.PAYMENT_SANDBOX_SECRET ?? raw.APP_SECRET ?? DEMO_SECRET,
  };
}
