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
  recordFailedPasswordLogin,
  recordMemberLogin,
  setLoginPasswordHash,
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

/** What registration and login need: the database and the captcha, SMS and session services. */
export interface AuthDeps {
  db: Db;
  captcha: CaptchaService;
  sms: SmsService;
  sessions: SessionService;
}

/** Registers a member and starts a session; returns the session token (spec-1 §5, platform-rules §2). */
export async function registerMember(deps: AuthDeps, input: RegisterRequest, meta: RequestMeta): Promise<string> {
  const { db, captcha, sms, sessions } = deps;
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
    await captcha.verify(input.captcha_id, input.auth_code);
    if (await findMemberByUsername(db, name)) throw refuse(AUTH_MESSAGES.usernameTaken);
  } else {
    mobile = normalizeMobile(name);
    if (await findMemberByMobile(db, mobile)) throw refuse(AUTH_MESSAGES.mobileTaken);
    if (await findMemberByUsername(db, mobile)) throw refuse(AUTH_MESSAGES.mobileTaken);
    await sms.verify(db, mobile, input.auth_code);
  }

  // Hash before the transaction: it is slow and touches nothing shared.
  const passwordHash = await hashPassword(input.password ?? '');
  const payPasswordHash = await hashPassword(input.paypassword ?? '');
  const referrerId = await resolveReferrer(db, input.pid);

  try {
    return await withTransaction(db, async (tx) => {
      const member = await createMember(tx, {
        username: mobile ?? name,
        passwordHash,
        payPasswordHash,
        realname: (input.realname ?? '').trim(),
        mobile,
        referrerId,
        registerIp: meta.ip,
      });
      await recordMemberLogin(tx, member.id, meta, 'register');
      return sessions.create(tx, member.id, meta);
    });
  } catch (error) {
    // Two registrations of one name at once: the unique index decides, the loser is told.
    if (isUniqueViolation(error)) throw refuse(mobile ? AUTH_MESSAGES.mobileTaken : AUTH_MESSAGES.usernameTaken);
    throw error;
  }
}

/** An unknown or non-numeric `pid` is ignored (platform-rules §2). */
async function resolveReferrer(db: Db, pid: string | undefined): Promise<bigint | undefined> {
  if (!pid || !/^\d{1,18}$/.test(pid.trim())) return undefined;
  const referrer = await findMemberById(db, BigInt(pid.trim()));
  return referrer?.id;
}

/** Account-and-password or phone-and-code login; returns the session token (spec-1 §4). */
export async function loginMember(
  deps: AuthDeps,
  input: LoginRequest,
  meta: RequestMeta,
  now = new Date(),
): Promise<string> {
  const { db, captcha } = deps;
  if (input.type === 2) return loginWithPhone(deps, input, meta);
  const invalid = validateAccountLogin({ account: input.name, password: input.password, captcha: input.auth_code });
  if (invalid) throw refuse(invalid);
  await captcha.verify(input.captcha_id, input.auth_code);
  const member = await checkAccountPassword(db, input.name ?? '', input.password ?? '', meta, now);
  return startSession(deps, member, meta, 'password');
}

/**
 * The account-and-password check of a login, with its lock-out (five wrong passwords lock password
 * login for 15 minutes) and the frozen-member refusal; the member when it passes. The member login
 * and the agent portal's own login (decision 0030) both use it; the caller checks the captcha first.
 */
export async function checkAccountPassword(
  db: Db,
  name: string,
  password: string,
  meta: RequestMeta,
  now = new Date(),
): Promise<Member> {
  const member = await findMemberByUsername(db, name.trim());
  if (!member) {
    await burnPasswordCheck(password);
    throw refuse(AUTH_MESSAGES.wrongCredentials);
  }
  if (member.loginLockedUntil && member.loginLockedUntil.getTime() > now.getTime()) {
    throw refuse(AUTH_MESSAGES.locked(Math.ceil((member.loginLockedUntil.getTime() - now.getTime()) / 60_000)));
  }
  const matches = await verifyPassword(member.passwordHash, password);
  if (!matches) {
    const failures = await recordFailedPasswordLogin(db, member.id, meta, {
      now,
      maxFailures: MAX_FAILED_LOGINS,
      lockMs: LOGIN_LOCK_MS,
    });
    if (failures >= MAX_FAILED_LOGINS) throw refuse(AUTH_MESSAGES.locked(LOGIN_LOCK_MS / 60_000));
    throw refuse(AUTH_MESSAGES.wrongCredentialsLeft(MAX_FAILED_LOGINS - failures));
  }
  if (member.status !== 'active') throw refuse(AUTH_MESSAGES.frozen);
  return member;
}

async function loginWithPhone(deps: AuthDeps, input: LoginRequest, meta: RequestMeta): Promise<string> {
  const invalid = validatePhoneLogin({ phone: input.name, code: input.auth_code });
  if (invalid) throw refuse(invalid);
  const mobile = normalizeMobile(input.name ?? '');
  const member = await findMemberByMobile(deps.db, mobile);
  if (!member) throw refuse(AUTH_MESSAGES.mobileNotRegistered);
  await deps.sms.verify(deps.db, mobile, input.auth_code);
  if (member.status !== 'active') throw refuse(AUTH_MESSAGES.frozen);
  return startSession(deps, member, meta, 'sms');
}

async function startSession(deps: AuthDeps, member: Member, meta: RequestMeta, method: string): Promise<string> {
  return withTransaction(deps.db, async (tx) => {
    await recordMemberLogin(tx, member.id, meta, method);
    return deps.sessions.create(tx, member.id, meta);
  });
}

/** Ends one session (the member's logout). */
export async function logoutSession(deps: Pick<AuthDeps, 'db' | 'sessions'>, sessionId: bigint): Promise<void> {
  await deps.sessions.revoke(deps.db, sessionId, 'logout');
}

/** Changes the login password and ends every session of the member (platform-rules §2). */
export async function changeLoginPassword(
  deps: Pick<AuthDeps, 'db' | 'sessions'>,
  memberId: bigint,
  input: { password?: string | undefined; paypassword?: string | undefined; confirmPass?: string | undefined },
): Promise<void> {
  const { db, sessions } = deps;
  const invalid = validateLoginPasswordChangeRequest({ oldPassword: input.password, newPassword: input.paypassword });
  if (invalid) throw refuse(invalid);
  if (input.confirmPass !== undefined && input.confirmPass !== input.paypassword) throw refuse('两次密码不一致！');
  const member = await findMemberById(db, memberId);
  if (!member) throw new AppError('unauthorized');
  if (!(await verifyPassword(member.passwordHash, input.password ?? ''))) throw refuse(AUTH_MESSAGES.oldPasswordWrong);
  const passwordHash = await hashPassword(input.paypassword ?? '');
  await withTransaction(db, async (tx) => {
    await setLoginPasswordHash(tx, memberId, passwordHash);
    await sessions.revokeAllOfMember(tx, memberId, 'password-change');
  });
}
