import { and, desc, eq, gt, gte, isNull, lt, sql } from 'drizzle-orm';
import { validateSendCodePhone } from '@app/shared/validation';
import { withTransaction } from '../../db/transaction';
import type { Db } from '../../db/types';
import { hmacHex, randomDigits, safeEqual } from '../../lib/crypto';
import { AppError } from '../../lib/errors';
import { startOfSiteDay } from '../../lib/time';
import { AUTH_MESSAGES } from './auth.errors';
import { smsCodes, smsOutbox } from './auth.tables';
import { normalizeMobile } from './phone';

const CODE_TTL_MS = 5 * 60_000;
const RESEND_MS = 60_000;
const MAX_PER_PHONE_PER_DAY = 10;
const MAX_PER_IP_PER_DAY = 20;
const MAX_ATTEMPTS_PER_CODE = 5;

/** Delivery of SMS texts. A real provider (HTTP) is called after the code is stored, never inside a transaction. */
export interface SmsProvider {
  readonly name: string;
  send(db: Db, mobile: string, content: string): Promise<void>;
}

/** Built-in provider: writes the message to an outbox the back office shows (platform-rules §2). */
export const outboxSmsProvider: SmsProvider = {
  name: 'outbox',
  async send(db, mobile, content) {
    await db.insert(smsOutbox).values({ mobile, content, provider: 'outbox' });
  },
};

/**
 * A staff-configured provider (Alibaba Cloud, Tencent Cloud: the sms module). It sends the code
 * of a purpose after the code row is committed and keeps what the provider answered.
 */
export interface RemoteSmsProvider {
  send(purpose: string, mobile: string, code: string): Promise<{ ok: boolean }>;
}

/** Finds the active configured provider; none means the built-in outbox (decision 0033). */
export interface RemoteSmsProviders {
  active(): Promise<RemoteSmsProvider | undefined>;
}

export interface SmsOptions {
  secret: string;
  siteTimeZone: string;
  siteName: () => Promise<string>;
  fixedCode?: string | undefined;
  provider?: SmsProvider;
  remote?: RemoteSmsProviders;
}

/**
 * SMS verification codes: 6 digits, valid 5 minutes, one use; one send per phone per 60 s, at most
 * 10 per phone and 20 per IP per site day (platform-rules §2).
 */
export class SmsService {
  private readonly provider: SmsProvider;

  constructor(
    private readonly db: Db,
    private readonly options: SmsOptions,
  ) {
    this.provider = options.provider ?? outboxSmsProvider;
  }

  private codeHash(mobile: string, code: string): string {
    return hmacHex(this.options.secret, `sms:${mobile}:${code.trim()}`);
  }

  async send(rawMobile: string | undefined, ip: string, now = new Date(), purpose = 'register'): Promise<void> {
    const invalid = validateSendCodePhone({ phone: rawMobile });
    if (invalid) throw new AppError('refused', invalid);
    const mobile = normalizeMobile(rawMobile ?? '');
    const dayStart = startOfSiteDay(now, this.options.siteTimeZone);
    const code = this.options.fixedCode ?? randomDigits(6);
    const siteName = await this.options.siteName();
    // Which provider sends is decided before the transaction: the outbox writes inside it, a
    // configured provider is called after commit (no network call inside a transaction).
    const remote = await this.options.remote?.active();

    await withTransaction(this.db, async (tx) => {
      // Serialise sends per phone so two racing requests cannot both pass the 60 s rule.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sms:${mobile}`}))`);
      const [latest] = await tx
        .select({ createdAt: smsCodes.createdAt })
        .from(smsCodes)
        .where(eq(smsCodes.mobile, mobile))
        .orderBy(desc(smsCodes.createdAt))
        .limit(1);
      if (latest && now.getTime() - latest.createdAt.getTime() < RESEND_MS) {
        const wait = Math.ceil((RESEND_MS - (now.getTime() - latest.createdAt.getTime())) / 1000);
        throw new AppError('refused', AUTH_MESSAGES.smsTooSoon(wait));
      }
      const [phoneCount] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(smsCodes)
        .where(and(eq(smsCodes.mobile, mobile), gte(smsCodes.createdAt, dayStart)));
      if ((phoneCount?.n ?? 0) >= MAX_PER_PHONE_PER_DAY) throw new AppError('refused', AUTH_MESSAGES.smsDailyPhone);
      const [ipCount] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(smsCodes)
        .where(and(eq(smsCodes.ip, ip), gte(smsCodes.createdAt, dayStart)));
      if ((ipCount?.n ?? 0) >= MAX_PER_IP_PER_DAY) throw new AppError('refused', AUTH_MESSAGES.smsDailyIp);

      await tx.insert(smsCodes).values({
        mobile,
        ip,
        codeHash: this.codeHash(mobile, code),
        expiresAt: new Date(now.getTime() + CODE_TTL_MS),
        createdAt: now,
      });
      // The built-in provider writes its outbox row in the same transaction; an HTTP provider
      // would be called after commit instead.
      if (!remote && this.provider === outboxSmsProvider) {
        await this.provider.send(
          tx,
          mobile,
          `【${siteName}】您的验证码是${code}，5分钟内有效。如非本人操作，请忽略本短信。`,
        );
      }
    });
    if (remote) {
      // The code row stays (it counts against the limits either way); the failure is recorded by
      // the provider side and the member is told to try again later.
      const sent = await remote.send(purpose, mobile, code);
      if (!sent.ok) throw new AppError('refused', AUTH_MESSAGES.smsDeliveryFailed);
      return;
    }
    if (this.provider !== outboxSmsProvider) {
      await this.provider.send(
        this.db,
        mobile,
        `【${siteName}】您的验证码是${code}，5分钟内有效。如非本人操作，请忽略本短信。`,
      );
    }
  }

  /**
   * Consumes the newest unused, unexpired code of the phone when it matches. Wrong tries count
   * against that code; after 5 it is dead and a new one must be sent.
   */
  async verify(db: Db, rawMobile: string | undefined, code: string | undefined): Promise<string> {
    const mobile = normalizeMobile(rawMobile ?? '');
    if (!code || !mobile) throw new AppError('refused', AUTH_MESSAGES.smsWrong);
    const [latest] = await db
      .select()
      .from(smsCodes)
      .where(and(eq(smsCodes.mobile, mobile), isNull(smsCodes.usedAt), gt(smsCodes.expiresAt, sql`now()`)))
      .orderBy(desc(smsCodes.createdAt))
      .limit(1);
    if (!latest || latest.attempts >= MAX_ATTEMPTS_PER_CODE) throw new AppError('refused', AUTH_MESSAGES.smsWrong);
    if (!safeEqual(latest.codeHash, this.codeHash(mobile, code))) {
      await db
        .update(smsCodes)
        .set({ attempts: sql`${smsCodes.attempts} + 1` })
        .where(eq(smsCodes.id, latest.id));
      throw new AppError('refused', AUTH_MESSAGES.smsWrong);
    }
    const used = await db
      .update(smsCodes)
      .set({ usedAt: sql`now()` })
      .where(and(eq(smsCodes.id, latest.id), isNull(smsCodes.usedAt)))
      .returning({ id: smsCodes.id });
    if (used.length === 0) throw new AppError('refused', AUTH_MESSAGES.smsWrong);
    return mobile;
  }

  /** Removes codes older than a day (kept that long for the daily counts). */
  async prune(now = new Date()): Promise<void> {
    await this.db.delete(smsCodes).where(lt(smsCodes.createdAt, new Date(now.getTime() - 2 * 86_400_000)));
  }
}
