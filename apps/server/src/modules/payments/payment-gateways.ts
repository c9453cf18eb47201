import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config/env';
import type { Db } from '../../db/types';
import type { PaymentGateway, PaymentGateways } from './payment-gateway';
import { gatewaySecretKey, openGatewaySecret } from './payment-gateway-secrets';
import { listPaymentGatewayRows, type PaymentGatewayRow } from './payment-gateways.repository';
import { SANDBOX_GATEWAY_CODE, SandboxGateway } from './sandbox-gateway';
import { SIGNED_REDIRECT_KIND, SignedRedirectGateway } from './signed-redirect-gateway';

/** How long one instance trusts its copy of the gateway rows; staff changes on it reload at once. */
export const GATEWAY_RELOAD_MS = 5_000;

interface RegistryLog {
  warn(context: Record<string, unknown>, message: string): void;
}

/**
 * The gateways of one app (decision 0010): the built-in sandbox only in demo mode (never in
 * production mode), plus the gateways staff configured in `payment_gateways`, decrypted in memory.
 * Callers `refresh(db)` before use: the rows are read again when older than GATEWAY_RELOAD_MS (other
 * instances' staff changes) or after `invalidate()` (a change on this instance). Refreshing is a
 * plain read outside any transaction.
 */
export class GatewayRegistry implements PaymentGateways {
  /** The built-in sandbox gateway when enabled (demo mode). */
  readonly sandbox: SandboxGateway | undefined;
  private readonly key: Buffer | undefined;
  private readonly reloadMs: number;
  private readonly log: RegistryLog | undefined;
  /** Enabled gateways: they take new orders. */
  private enabled = new Map<string, PaymentGateway>();
  /** Every configured gateway, enabled or not: a disabled one still verifies notifications of its orders. */
  private configured = new Map<string, PaymentGateway>();
  private loadedAt = Number.NEGATIVE_INFINITY;
  private generation = 0;
  private loading: { generation: number; promise: Promise<void> } | undefined;

  constructor(
    config: Pick<AppConfig, 'isProduction' | 'paymentSandboxSecret'> & Partial<Pick<AppConfig, 'appSecret'>>,
    options: { reloadMs?: number; log?: RegistryLog } = {},
  ) {
    this.sandbox = config.isProduction ? undefined : new SandboxGateway(config.paymentSandboxSecret);
    this.key = config.appSecret === undefined ? undefined : gatewaySecretKey(config.appSecret);
    this.reloadMs = options.reloadMs ?? GATEWAY_RELOAD_MS;
    this.log = options.log;
  }

  get(code: string): PaymentGateway | undefined {
    if (code === SANDBOX_GATEWAY_CODE) return this.sandbox;
    return this.enabled.get(code);
  }

  isDisabled(code: string): boolean {
    return code !== SANDBOX_GATEWAY_CODE && this.configured.has(code) && !this.enabled.has(code);
  }

  /** The gateway that verifies a notification to `/api/payments/notify/{code}` (enabled or not). */
  forNotification(code: string): PaymentGateway | undefined {
    if (code === SANDBOX_GATEWAY_CODE) return this.sandbox;
    return this.configured.get(code);
  }

  /** Staff changed a gateway on this instance: the next `refresh` reads the rows again. */
  invalidate(): void {
    this.generation += 1;
    this.loadedAt = Number.NEGATIVE_INFINITY;
  }

  /** Reads the configured gateways when the copy is stale; concurrent callers share one read. */
  async refresh(db: Db): Promise<this> {
    for (;;) {
      const loading = this.loading;
      if (loading) {
        // A read started before the last invalidate() may hold old rows: wait for it, then read again.
        if (loading.generation === this.generation) {
          await loading.promise;
          return this;
        }
        await loading.promise.catch(() => undefined);
        continue;
      }
      if (Date.now() - this.loadedAt < this.reloadMs) return this;
      const generation = this.generation;
      const promise = this.load(db, generation).finally(() => {
        if (this.loading?.promise === promise) this.loading = undefined;
      });
      this.loading = { generation, promise };
    }
  }

  private async load(db: Db, generation: number): Promise<void> {
    const rows = await listPaymentGatewayRows(db);
    const enabled = new Map<string, PaymentGateway>();
    const configured = new Map<string, PaymentGateway>();
    for (const row of rows) {
      const gateway = this.build(row);
      if (!gateway) continue;
      configured.set(row.code, gateway);
      if (row.enabled) enabled.set(row.code, gateway);
    }
    this.enabled = enabled;
    this.configured = configured;
    if (generation === this.generation) this.loadedAt = Date.now();
  }

  private build(row: PaymentGatewayRow): PaymentGateway | undefined {
    if (row.code === SANDBOX_GATEWAY_CODE) return undefined;
    const secret = this.key ? openGatewaySecret(this.key, row.code, row.secretSealed) : undefined;
    if (secret === undefined) {
      // APP_SECRET changed (or the row was edited by hand): the gateway cannot sign or verify.
      this.log?.warn({ gateway: row.code }, 'payment gateway secret cannot be decrypted; gateway unavailable');
      return undefined;
    }
    switch (row.kind) {
      case SIGNED_REDIRECT_KIND:
        return new SignedRedirectGateway({
          code: row.code,
          merchantId: row.merchantId,
          secret,
          cashierUrl: row.cashierUrl,
          siteUrl: row.siteUrl,
          notifyIps: row.notifyIps,
        });
      default:
        this.log?.warn({ gateway: row.code, kind: row.kind }, 'unknown payment gateway kind');
        return undefined;
    }
  }
}

/**
 * One registry per app. The API plugin (under /api) and the page plugin (at the root) are
 * separate encapsulation contexts, so the registry is found through the app's configuration
 * object, which both share (it is created once per app by `loadConfig`).
 */
const registries = new WeakMap<AppConfig, GatewayRegistry>();

export function paymentGatewaysOf(app: FastifyInstance): GatewayRegistry {
  let registry = registries.get(app.config);
  if (!registry) {
    registry = new GatewayRegistry(app.config, { log: app.log });
    registries.set(app.config, registry);
  }
  return registry;
}
