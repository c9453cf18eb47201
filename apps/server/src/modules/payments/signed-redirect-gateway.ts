import { BlockList, isIP } from 'node:net';
import { formatFen } from '@app/shared/money';
import type { GatewayOrder, GatewayVerification, PaymentGateway } from './payment-gateway';
import { signFields, verifySignedNotification } from './signed-fields';

/** The one generic gateway kind staff can configure (decision 0010). */
export const SIGNED_REDIRECT_KIND = 'signed_redirect';

export interface SignedRedirectSettings {
  code: string;
  merchantId: string;
  /** The signing secret in clear (decrypted from the row only in memory). */
  secret: string;
  cashierUrl: string;
  /** Our public address (scheme and host), for notify_url and return_url. */
  siteUrl: string;
  /** IP addresses or CIDR blocks notifications may come from; empty = any. */
  notifyIps: readonly string[];
}

/** `https://site.example/api/payments/notify/{code}`: where the gateway reports payments. */
export function notifyUrlOf(siteUrl: string, code: string): string {
  return new URL(`/api/payments/notify/${encodeURIComponent(code)}`, siteUrl).toString();
}

/** Where the gateway sends the member back: the member site's deposit records. */
export function returnUrlOf(siteUrl: string): string {
  return new URL('/#/assets?type=0', siteUrl).toString();
}

function blockListOf(entries: readonly string[]): BlockList | undefined {
  if (entries.length === 0) return undefined;
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', prefix] = entry.split('/');
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (isIP(address) === 0) continue;
    if (prefix === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(prefix), family);
  }
  return list;
}

/** '::ffff:1.2.3.4' (an IPv4 peer on a dual-stack socket) → '1.2.3.4'. */
function plainIp(ip: string): string {
  return ip.startsWith('::ffff:') && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip;
}

/**
 * A gateway that takes the member to its cashier by redirect and reports payments with a signed
 * notification (decision 0010). `createPayment` makes no network call: it answers the configured
 * cashier URL with the order fields `merchant_id, order_no, amount (yuan, 2 decimals), notify_url,
 * return_url` and `sign` = HMAC-SHA256 over them sorted as `key=value&…`, as query parameters.
 * Notifications are verified like the sandbox's (signed-fields.ts) with the stored secret; the
 * service then compares the merchant id, the order, the gateway and the amount.
 */
export class SignedRedirectGateway implements PaymentGateway {
  readonly code: string;
  readonly merchantId: string;
  private readonly secret: string;
  private readonly cashierUrl: string;
  private readonly siteUrl: string;
  private readonly allowList: BlockList | undefined;

  constructor(settings: SignedRedirectSettings) {
    this.code = settings.code;
    this.merchantId = settings.merchantId;
    this.secret = settings.secret;
    this.cashierUrl = settings.cashierUrl;
    this.siteUrl = settings.siteUrl;
    this.allowList = blockListOf(settings.notifyIps);
  }

  /** The signed fields of an order, as sent to the cashier. */
  orderFields(order: GatewayOrder): Record<string, string> {
    const fields: Record<string, string> = {
      merchant_id: this.merchantId,
      order_no: order.orderNo,
      amount: formatFen(order.amountFen),
      notify_url: notifyUrlOf(this.siteUrl, this.code),
      return_url: returnUrlOf(this.siteUrl),
    };
    return { ...fields, sign: signFields(this.secret, fields) };
  }

  async createPayment(order: GatewayOrder): Promise<{ payUrl: string }> {
    const url = new URL(this.cashierUrl);
    for (const [key, value] of Object.entries(this.orderFields(order))) url.searchParams.set(key, value);
    return { payUrl: url.toString() };
  }

  verifyCallback(payload: Record<string, unknown>): GatewayVerification {
    return verifySignedNotification(this.secret, payload);
  }

  allowsNotifyFrom(ip: string): boolean {
    if (!this.allowList) return true;
    const address = plainIp(ip);
    const family = isIP(address);
    if (family === 0) return false;
    return this.allowList.check(address, family === 6 ? 'ipv6' : 'ipv4');
  }
}
