import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config/env';
import { gatewaySecretKey, openGatewaySecret, sealGatewaySecret } from '../payments';
import { fetchPayoutTransport, type PayoutGateway, type PayoutTransport } from './payout-gateway';
import type { PayoutChannel } from './payouts.repository';
import { SignedHttpPayoutGateway } from './signed-http-payout-gateway';

export const SANDBOX_PAYOUT_MERCHANT_ID = 'SANDBOX-PAYOUT';
/** The sandbox payout gateway's API, served by this server in demo mode only. */
export const SANDBOX_PAYOUT_API_PATH = '/sandbox-payout/api';
export const payoutNotifyPath = (code: string) => `/api/payouts/notify/${code}`;

/** Associated data of a sealed payout secret: a payment gateway's sealed secret never opens here, nor the reverse. */
const payoutSecretAad = (code: string) => `payout:${code}`;

/**
 * The payout gateways of one app (decision 0031). The sandbox only in demo mode (never in
 * production mode), signed with the payment sandbox secret; 'signed_http' channels with their
 * sealed secret opened under APP_SECRET (the payment gateways' AES-256-GCM scheme).
 * `transport` is replaceable (tests route it through `app.inject`).
 */
export class PayoutGateways {
  transport: PayoutTransport = fetchPayoutTransport;
  readonly sandboxAvailable: boolean;
  private readonly key: Buffer;

  constructor(
    private readonly config: Pick<AppConfig, 'isProduction' | 'paymentSandboxSecret' | 'appSecret'>,
    private readonly baseUrl: () => string,
  ) {
    this.sandboxAvailable = !config.isProduction;
    this.key = gatewaySecretKey(config.appSecret);
  }

  get sandboxSecret(): string {
    return this.config.paymentSandboxSecret;
  }

  /** This server's own address (loopback), where the sandbox serves its API and sends its callbacks. */
  ownBaseUrl(): string {
    return this.baseUrl();
  }

  sealSecret(code: string, secret: string): string {
    return sealGatewaySecret(this.key, payoutSecretAad(code), secret);
  }

  /** The gateway of a channel; undefined for a manual channel, the sandbox in production, or a secret that no longer opens. */
  gatewayFor(channel: PayoutChannel): PayoutGateway | undefined {
    const transport: PayoutTransport = (url, form) => this.transport(url, form);
    switch (channel.kind) {
      case 'sandbox':
        if (!this.sandboxAvailable) return undefined;
        return new SignedHttpPayoutGateway({
          merchantId: SANDBOX_PAYOUT_MERCHANT_ID,
          secret: this.config.paymentSandboxSecret,
          apiUrl: `${this.baseUrl()}${SANDBOX_PAYOUT_API_PATH}`,
          transport,
        });
      case 'signed_http': {
        const secret = channel.secretSealed
          ? openGatewaySecret(this.key, payoutSecretAad(channel.code), channel.secretSealed)
          : undefined;
        if (secret === undefined || !channel.apiUrl) return undefined;
        return new SignedHttpPayoutGateway({
          merchantId: channel.merchantId,
          secret,
          apiUrl: channel.apiUrl,
          transport,
        });
      }
      default:
        return undefined;
    }
  }
}

/** This server's own address: loopback for a wildcard bind (a server-to-server call never follows a Host header). */
function ownAddress(app: FastifyInstance): string {
  const addresses = app.addresses().filter((candidate) => typeof candidate !== 'string');
  const address = addresses.find((candidate) => candidate.family === 'IPv4') ?? addresses[0];
  // Not listening (tests through inject): a placeholder that the tests' transport handles.
  if (!address) return 'http://127.0.0.1';
  let host = address.address;
  if (address.family === 'IPv6') host = `[${host === '::' ? '::1' : host}]`;
  else if (host === '0.0.0.0') host = '127.0.0.1';
  return `http://${host}:${address.port}`;
}

const registries = new WeakMap<AppConfig, PayoutGateways>();

/** One registry per app, shared by the API plugin and the root pages (found through the app's config). */
export function payoutGatewaysOf(app: FastifyInstance): PayoutGateways {
  let registry = registries.get(app.config);
  if (!registry) {
    registry = new PayoutGateways(app.config, () => ownAddress(app));
    registries.set(app.config, registry);
  }
  return registry;
}
