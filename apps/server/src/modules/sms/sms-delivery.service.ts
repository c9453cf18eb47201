import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { aliyunSmsProvider } from './aliyun-sms';
import { openSmsSecret } from './sms-secrets';
import { smsDeliveries, smsProviders } from './sms.tables';
import {
  fetchSmsTransport,
  type SigningContext,
  type SmsHttpTransport,
  type SmsProviderClient,
  type SmsSendInput,
  type SmsSendResult,
} from './sms-transport';
import { tencentSmsProvider } from './tencent-sms';

export type SmsProviderRow = typeof smsProviders.$inferSelect;
export type SmsDeliveryRow = typeof smsDeliveries.$inferSelect;

/** The active provider as the SMS code service uses it (auth's `RemoteSmsProvider`). */
export interface ActiveSmsProvider {
  readonly kind: string;
  send(purpose: string, mobile: string, code: string): Promise<{ ok: boolean }>;
}

const UNREADABLE_SECRET = '密钥无法解密（APP_SECRET 已更换？），请重新填写密钥';

/**
 * Sends codes through the staff-configured provider and keeps what it answered (sent with its
 * message id, or failed with the error) in `sms_deliveries`. Never inside a transaction: the
 * caller commits the code first. `transport` is replaced by tests (no test reaches a provider).
 */
export class SmsDeliveryService {
  transport: SmsHttpTransport;
  signing: SigningContext = { now: () => new Date(), nonce: () => randomUUID() };

  constructor(
    private readonly db: Db,
    private readonly key: Buffer,
    transport: SmsHttpTransport = fetchSmsTransport,
  ) {
    this.transport = transport;
  }

  /** The active provider, or undefined when the built-in outbox is in use. */
  async active(): Promise<ActiveSmsProvider | undefined> {
    const [row] = await this.db.select().from(smsProviders).where(eq(smsProviders.active, true)).limit(1);
    if (!row) return undefined;
    return {
      kind: row.kind,
      send: async (purpose, mobile, code) => {
        const delivery = await this.deliver(row, { purpose, mobile, code }, false);
        return { ok: delivery.status === 'sent' };
      },
    };
  }

  clientOf(row: SmsProviderRow, secret: string): SmsProviderClient {
    if (row.kind === 'tencent') {
      return tencentSmsProvider(
        {
          secretId: row.accessKeyId,
          secretKey: secret,
          appId: row.appId,
          signName: row.signName,
          region: row.region,
          templates: row.templates,
        },
        this.transport,
        this.signing,
      );
    }
    return aliyunSmsProvider(
      {
        accessKeyId: row.accessKeyId,
        accessKeySecret: secret,
        signName: row.signName,
        region: row.region,
        templates: row.templates,
      },
      this.transport,
      this.signing,
    );
  }

  /** Sends one code through `row` and records the outcome. */
  async deliver(row: SmsProviderRow, input: SmsSendInput, test: boolean): Promise<SmsDeliveryRow> {
    const secret = openSmsSecret(this.key, row.id, row.secretSealed);
    let result: SmsSendResult;
    if (secret === undefined) result = { ok: false, error: UNREADABLE_SECRET };
    else if (!row.templates[input.purpose]) result = { ok: false, error: `未配置“${input.purpose}”用途的模板` };
    else result = await this.clientOf(row, secret).send(input);
    const [delivery] = await this.db
      .insert(smsDeliveries)
      .values({
        mobile: input.mobile,
        purpose: input.purpose,
        providerId: row.id,
        providerKind: row.kind,
        providerName: row.name,
        status: result.ok ? 'sent' : 'failed',
        providerMessageId: result.ok ? result.messageId.slice(0, 128) : '',
        error: result.ok ? '' : result.error,
        test,
      })
      .returning();
    if (!delivery) throw new Error('sms delivery insert returned nothing');
    return delivery;
  }
}
