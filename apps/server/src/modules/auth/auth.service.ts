import { eq, sql } from 'drizzle-orm';
import {
  validateAccountLogin,
  validateAccountRegister,
  validateLoginPasswordChangeRequest,
  validatePhoneLogin,
  validatePhoneRegister,
} from '@app/shared/validation';
import type { LoginRequest, RegisterRequest } from '@app/shared/contracts';
import { isUniqueViolation, withTransaction } from '../../db/transaction';
import type { Db } from '../../db/types';
import { AppError } from '../../lib/errors';
import {
  createMember,
  findMemberById,
  findMemberByMobile,
  findMemberByUsername,
  memberLogins,
  members,
  type Member,
} from '../members';
import { AUTH_MESSAGES } from './auth.errors';
import type { CaptchaService } from './captcha.service';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../lib/passwords';
import { normalizeMobile } from './phone';
import type { SessionService } from './session.service';
import type { SmsService } from './sms.service';

export const MAX_FAILED_LOGINS = 5;
export const LOGIN_LOCK_MS = 15 * 60_000;

export interface RequestMeta {
  ip: string;
  userAgent?: string | undefined;
}

const refuse = (message: string) => new AppError('refused', message);

function isAdultConfirmed(adult: RegisterRequest['adult']): boolean {
  return adult === true || adult === 1 || adult === '1' || adult === 'true';
}

/** Registration, login, logout and password change (spec-1 §4–§5, platform-rules §2). */
export class AuthService {
  constructor(
    private readonly db: Db,
    private readonly captcha: CaptchaService,
    private readonly sms: SmsService,
    private readonly sessions: SessionService,
  ) {}

  async register(input: RegisterRequest, meta: RequestMeta): Promise<string> {
    const common = {
      password: input.password,
      confirmPassword: input.confirmPass,
      realName: input.realname,
      payPassword: input.paypassword,
    };
    const invalid =
      input.type === 1
        ? validateAccountRegister({ ...common, account: input.name, captcha: input.auth_code })
        : validatePhoneRegister({ ...common, phone: input.name, code: input.auth_code });
    if (invalid) throw refuse(invalid);
    if (!isAdultConfirmed(input.adult)) throw refuse(AUTH_MESSAGES.adultRequired);

    const name = (input.name ?? '').trim();
    let mobile: string | undefined;
    if (input.type === 1) {
      await this.captcha.verify(input.captcha_id, input.auth_code);
      if (await findMemberByUsername(this.db, name)) throw refuse(AUTH_MESSAGES.usernameTaken);
    } else {
      mobile = normalizeMobile(name);
      if (await findMemberByMobile(this.db, mobile)) throw refuse(AUTH_MESSAGES.mobileTaken);
      if (await findMemberByUsername(this.db, mobile)) throw refuse(AUTH_MESSAGES.mobileTaken);
      await this.sms.verify(this.db, mobile, input.auth_code);
    }

    // Hash before the transaction: it is slow and touches nothing shared.
    const passwordHash = await hashPassword(input.password ?? '');
    const payPasswordHash = await hashPassword(input.paypassword ?? '');
    const referrerId = await this.resolveReferrer(input.pid);

    try {
      return await withTransaction(this.db, async (tx) => {
        const member = await createMember(tx, {
          username: mobile ?? name,
          passwordHash,
          payPasswordHash,
          realname: (input.realname ?? '').trim(),
          mobile,
          referrerId,
          registerIp: meta.ip,
        });
        await this.recordLogin(tx, member, meta, 'register');
        return this.sessions.create(tx, member.id, meta);
      });
    } catch (error) {
      // Two registrations of one name at once: the unique index decides, the loser is told.
      if (isUniqueViolation(error)) throw refuse(mobile ? AUTH_MESSAGES.mobileTaken : AUTH_MESSAGES.usernameTaken);
      throw error;
    }
  }

  /** An unknown or non-numeric `pid` is ignored (platform-rules §2). */
  private async resolveReferrer(pid: string | undefined): Promise<bigint | undefined> {
    if (!pid || !/^\d{1,18}$/.test(pid.trim())) return undefined;
    const referrer = await findMemberById(this.db, BigInt(pid.trim()));
    return referrer?.id;
  }

  async login(input: LoginRequest, meta: RequestMeta, now = new Date()): Promise<string> {
    if (input.type === 2) return this.loginWithPhone(input, meta);
    const invalid = validateAccountLogin({ account: input.name, password: input.password, captcha: input.auth_code });
    if (invalid) throw refuse(invalid);
    await this.captcha.verify(input.captcha_id, input.auth_code);

    const member = await findMemberByUsername(this.db, (input.name ?? '').trim());
    if (!member) {
      await burnPasswordCheck(input.password ?? '');
      throw refuse(AUTH_MESSAGES.wrongCredentials);
    }
    if (member.loginLockedUntil && member.loginLockedUntil.getTime() > now.getTime()) {
      throw refuse(AUTH_MESSAGES.locked(Math.ceil((member.loginLockedUntil.getTime() - now.getTime()) / 60_000)));
    }
    const matches = await verifyPassword(member.passwordHash, input.password ?? '');
    if (!matches) {
      const failures = await this.recordFailedLogin(member, meta, now);
      if (failures >= MAX_FAILED_LOGINS) throw refuse(AUTH_MESSAGES.locked(LOGIN_LOCK_MS / 60_000));
      throw refuse(AUTH_MESSAGES.wrongCredentialsLeft(MAX_FAILED_LOGINS - failures));
    }
    if (member.status !== 'active') throw refuse(AUTH_MESSAGES.frozen);
    return this.startSession(member, meta, 'password');
  }

  private async loginWithPhone(input: LoginRequest, meta: RequestMeta): Promise<string> {
    const invalid = validatePhoneLogin({ phone: input.name, code: input.auth_code });
    if (invalid) throw refuse(invalid);
    const mobile = normalizeMobile(input.name ?? '');
    const member = await findMemberByMobile(this.db, mobile);
    if (!member) throw refuse(AUTH_MESSAGES.mobileNotRegistered);
    await this.sms.verify(this.db, mobile, input.auth_code);
    if (member.status !== 'active') throw refuse(AUTH_MESSAGES.frozen);
    return this.startSession(member, meta, 'sms');
  }

  /** Counts a wrong password atomically; the fifth in a row locks password login for 15 minutes. */
  private async recordFailedLogin(member: Member, meta: RequestMeta, now: Date): Promise<number> {
    const nowAt = sql`${now.toISOString()}::timestamptz`;
    const lockedUntil = sql`${new Date(now.getTime() + LOGIN_LOCK_MS).toISOString()}::timestamptz`;
    // A lock that has run out starts a new count.
    const failures = sql`case when ${members.loginLockedUntil} is not null and ${members.loginLockedUntil} <= ${nowAt} then 1 else ${members.failedLoginCount} + 1 end`;
    const [row] = await this.db
      .update(members)
      .set({
        failedLoginCount: failures,
        loginLockedUntil: sql`case when ${failures} >= ${MAX_FAILED_LOGINS} then ${lockedUntil} else null end`,
      })
      .where(eq(members.id, member.id))
      .returning({ failures: members.failedLoginCount });
    await this.db.insert(memberLogins).values({
      memberId: member.id,
      succeeded: 0,
      method: 'password',
      ip: meta.ip,
      userAgent: meta.userAgent?.slice(0, 300) ?? null,
    });
    return row?.failures ?? MAX_FAILED_LOGINS;
  }

  private async startSession(member: Member, meta: RequestMeta, method: string): Promise<string> {
    return withTransaction(this.db, async (tx) => {
      await this.recordLogin(tx, member, meta, method);
      return this.sessions.create(tx, member.id, meta);
    });
  }

  /** Keeps the previous login for the member centre's last-login display and resets the failure count. */
  private async recordLogin(tx: Db, member: Member, meta: RequestMeta, method: string): Promise<void> {
    await tx
      .update(members)
      .set({
        previousLoginAt: sql`${members.lastLoginAt}`,
        previousLoginIp: sql`${members.lastLoginIp}`,
        lastLoginAt: sql`now()`,
        lastLoginIp: meta.ip,
        failedLoginCount: 0,
        loginLockedUntil: null,
      })
      .where(eq(members.id, member.id));
    await tx.insert(memberLogins).values({
      memberId: member.id,
      succeeded: 1,
      method,
      ip: meta.ip,
      userAgent: meta.userAgent?.slice(0, 300) ?? null,
    });
  }

  async logout(sessionId: bigint): Promise<void> {
    await this.sessions.revoke(this.db, sessionId, 'logout');
  }

  /** Changes the login password and ends every session of the member (platform-rules §2). */
  async changePassword(
    memberId: bigint,
    input: { password?: string | undefined; paypassword?: string | undefined; confirmPass?: string | undefined },
  ): Promise<void> {
    const invalid = validateLoginPasswordChangeRequest({ oldPassword: input.password, newPassword: input.paypassword });
    if (invalid) throw refuse(invalid);
    if (input.confirmPass !== undefined && input.confirmPass !== input.paypassword) throw refuse('两次密码不一致！');
    const member = await findMemberById(this.db, memberId);
    if (!member) throw new AppError('unauthorized');
    if (!(await verifyPassword(member.passwordHash, input.password ?? '')))
      throw refuse(AUTH_MESSAGES.oldPasswordWrong);
    const passwordHash = await hashPassword(input.paypassword ?? '');
    await withTransaction(this.db, async (tx) => {
      await tx
        .update(members)
        .set({ passwordHash, updatedAt: sql`now()` })
        .where(eq(members.id, memberId));
      await this.sessions.revokeAllOfMember(tx, memberId, 'password-change');
    });
  }
}
