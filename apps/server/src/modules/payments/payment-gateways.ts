import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config/env';
import type { PaymentGateway, PaymentGateways } from './payment-gateway';
import { SANDBOX_GATEWAY_CODE, SandboxGateway } from './sandbox-gateway';

/** The gateways of one app: the sandbox only in demo mode (never in production mode). */
export class GatewayRegistry implements PaymentGateways {
  private readonly gateways = new Map<string, PaymentGateway>();
  /** The built-in sandbox gateway when enabled (demo mode). */
  readonly sandbox: SandboxGateway | undefined;

  constructor(config: Pick<AppConfig, 'isProduction' | 'paymentSandboxSecret'>) {
    this.sandbox = config.isProduction ? undefined : new SandboxGateway(config.paymentSandboxSecret);
    if (this.sandbox) this.gateways.set(SANDBOX_GATEWAY_CODE, this.sandbox);
  }

  get(code: string): PaymentGateway | undefined {
    return this.gateways.get(code);
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
    registry = new GatewayRegistry(app.config);
    registries.set(app.config, registry);
  }
  return registry;
}
