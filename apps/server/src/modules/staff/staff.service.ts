import { randomBytes } from 'node:crypto';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import type { AppConfig } from '../../config/env';
import { withTransaction } from '../../db/transaction';
import type { Db } from '../../db/types';
import { randomToken, sha256Hex } from '../../lib/crypto';
import { AppError } from '../../lib/errors';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../lib/passwords';
import { openSecret, sealSecret } from '../../lib/secret-box';
import { can, isStaffRole, type Permission, type StaffRole } from './permissions';
import type { AuditAction } from './audit-actions';
import { auditLog, staffSessions, staffUsers } from './staff.tables';

export type StaffUser = typeof staffUsers.$inferSelect;

export interface AuthenticatedStaff {
  staffId: number;
  username: string;
  role: StaffRole;
  sessionId: bigint;
}

export const STAFF_MESSAGES = {
  wrongCredentials: '用户名或密码错误',
  locked: (minutes: number) => `登录失败次数过多，请${minutes}分钟后再试`,
  totpRequired: '请输入动态验证码',
  totpWrong: '动态验证码错误',
  totpReused: '该动态验证码已使用，请等待下一个验证码',
  disabled: '该账号已停用',
  forbidden: '没有权限执行此操作',
  usernameTaken: '用户名已存在',
} as const;

const SESSION_ABSOLUTE_MS = 12 * 3_600_000;
const SESSION_IDLE_MS = 3_600_000;
const MAX_FAILURES = 5;
const LOCK_MS = 15 * 60_000;
const ISSUER = '后台管理';

export type LoginResult =
  | { kind: 'session'; token: string; staff: { id: number; username: string; role: StaffRole } }
  /** Password right, no confirmed TOTP yet: scan this and log in again with a code. */
  | { kind: 'enrol'; otpauthUrl: string; qrImage: string; secret: string };

function totpFor(username: string, base32: string): TOTP {
  return new TOTP({ issuer: ISSUER, label: username, secret: Secret.fromBase32(base32), digits: 6, period: 30 });
}

// Staff sign-in with password and TOTP, sessions, roles and the audit log (platform-rules §9).

export async function findStaffByUsername(db: Db, username: string): Promise<StaffUser | undefined> {
  const [row] = await db
    .select()
    .from(staffUsers)
    .where(sql`lower(${staffUsers.username}) = lower(${username})`);
  return row;
}

/** Creates a staff account; its TOTP is enrolled at first sign-in unless a secret is given. */
export async function createStaff(
  db: Db,
  appSecret: string,
  input: { username: string; password: string; role: StaffRole; totpSecret?: string },
): Promise<StaffUser> {
  if (await findStaffByUsername(db, input.username)) throw new AppError('refused', STAFF_MESSAGES.usernameTaken);
  const [row] = await db
    .insert(staffUsers)
    .values({
      username: input.username,
      passwordHash: await hashPassword(input.password),
      role: input.role,
      totpSecretEnc: input.totpSecret ? sealSecret(appSecret, input.totpSecret) : null,
    })
    .returning();
  if (!row) throw new Error('staff insert returned nothing');
  return row;
}

/**
 * First start: a super admin from ADMIN_USERNAME / ADMIN_PASSWORD / ADMIN_TOTP_SECRET, or with
 * generated values printed once to the log. Does nothing when any staff account exists.
 */
export async function bootstrapSuperAdmin(
  db: Db,
  config: Pick<AppConfig, 'appSecret' | 'ADMIN_USERNAME' | 'ADMIN_PASSWORD' | 'ADMIN_TOTP_SECRET'>,
  log: { warn: (message: string) => void },
): Promise<void> {
  const [existing] = await db.select({ id: staffUsers.id }).from(staffUsers).limit(1);
  if (existing) return;
  const username = config.ADMIN_USERNAME ?? 'admin';
  const password = config.ADMIN_PASSWORD ?? randomBytes(12).toString('base64url');
  const totpSecret = config.ADMIN_TOTP_SECRET ?? new Secret({ size: 20 }).base32;
  await createStaff(db, config.appSecret, { username, password, role: 'super_admin', totpSecret });
  if (!config.ADMIN_PASSWORD || !config.ADMIN_TOTP_SECRET) {
    const uri = totpFor(username, totpSecret).toString();
    log.warn(
      `Created the first back-office account (shown once): username=${username} ` +
        `${config.ADMIN_PASSWORD ? '' : `password=${password} `}` +
        `${config.ADMIN_TOTP_SECRET ? '' : `totp_secret=${totpSecret} otpauth=${uri}`}`,
    );
  }
}

/**
 * Checks a code (one step of clock drift either way) and claims its 30-second step, so each code
 * signs in once: a code seen on the wire or over a shoulder cannot be replayed (RFC 6238 §5.2).
 * The claim is one conditional update, so two sign-ins racing with the same code get one session.
 */
async function acceptTotp(db: Db, staffId: number, totp: TOTP, code: string, now: Date): Promise<number> {
  const delta = totp.validate({ token: code.trim(), timestamp: now.getTime(), window: 1 });
  if (delta === null) {
    await recordFailure(db, staffId, now);
    throw new AppError('refused', STAFF_MESSAGES.totpWrong);
  }
  const step = totp.counter({ timestamp: now.getTime() }) + delta;
  const claimed = await db
    .update(staffUsers)
    .set({ totpLastStep: step })
    .where(and(eq(staffUsers.id, staffId), or(isNull(staffUsers.totpLastStep), lt(staffUsers.totpLastStep, step))))
    .returning({ id: staffUsers.id });
  if (claimed.length === 0) throw new AppError('refused', STAFF_MESSAGES.totpReused);
  return step;
}

export async function loginStaff(
  db: Db,
  appSecret: string,
  input: { username: string; password: string; totp?: string | undefined },
  ip: string,
  now = new Date(),
): Promise<LoginResult> {
  const staff = await findStaffByUsername(db, input.username.trim());
  if (!staff) {
    await burnPasswordCheck(input.password);
    throw new AppError('refused', STAFF_MESSAGES.wrongCredentials);
  }
  if (staff.lockedUntil && staff.lockedUntil > now) {
    throw new AppError(
      'refused',
      STAFF_MESSAGES.locked(Math.ceil((staff.lockedUntil.getTime() - now.getTime()) / 60_000)),
    );
  }
  if (!(await verifyPassword(staff.passwordHash, input.password))) {
    await recordFailure(db, staff.id, now);
    throw new AppError('refused', STAFF_MESSAGES.wrongCredentials);
  }
  if (staff.status !== 'active') throw new AppError('refused', STAFF_MESSAGES.disabled);
  if (!isStaffRole(staff.role)) throw new AppError('forbidden');

  if (!staff.totpSecretEnc) {
    // Enrolment: a pending secret is shown as a QR code until its first code confirms it.
    let pending = staff.totpPendingEnc ? openSecret(appSecret, staff.totpPendingEnc) : undefined;
    if (!pending) {
      pending = new Secret({ size: 20 }).base32;
      await db
        .update(staffUsers)
        .set({ totpPendingEnc: sealSecret(appSecret, pending) })
        .where(eq(staffUsers.id, staff.id));
    }
    const totp = totpFor(staff.username, pending);
    if (!input.totp) {
      const otpauthUrl = totp.toString();
      return {
        kind: 'enrol',
        otpauthUrl,
        qrImage: await QRCode.toDataURL(otpauthUrl, { margin: 1, width: 220 }),
        secret: pending,
      };
    }
    const step = await acceptTotp(db, staff.id, totp, input.totp, now);
    await db
      .update(staffUsers)
      .set({ totpSecretEnc: sealSecret(appSecret, pending), totpPendingEnc: null, totpLastStep: step })
      .where(eq(staffUsers.id, staff.id));
  } else {
    if (!input.totp) throw new AppError('refused', STAFF_MESSAGES.totpRequired);
    const totp = totpFor(staff.username, openSecret(appSecret, staff.totpSecretEnc));
    await acceptTotp(db, staff.id, totp, input.totp, now);
  }

  const token = randomToken(32);
  await withTransaction(db, async (tx) => {
    await tx.insert(staffSessions).values({
      staffId: staff.id,
      tokenHash: sha256Hex(token),
      expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS),
      ip,
    });
    await tx
      .update(staffUsers)
      .set({ failedLoginCount: 0, lockedUntil: null, lastLoginAt: now, lastLoginIp: ip })
      .where(eq(staffUsers.id, staff.id));
    await recordAudit(tx, { staff: { staffId: staff.id, username: staff.username }, action: 'staff.login', ip });
  });
  return { kind: 'session', token, staff: { id: staff.id, username: staff.username, role: staff.role } };
}

async function recordFailure(db: Db, staffId: number, now: Date): Promise<void> {
  const until = new Date(now.getTime() + LOCK_MS).toISOString();
  await db
    .update(staffUsers)
    .set({
      failedLoginCount: sql`${staffUsers.failedLoginCount} + 1`,
      lockedUntil: sql`case when ${staffUsers.failedLoginCount} + 1 >= ${MAX_FAILURES} then ${until}::timestamptz else ${staffUsers.lockedUntil} end`,
    })
    .where(eq(staffUsers.id, staffId));
}

/** The staff member behind a session token, or undefined (ended, expired, idle, disabled). */
export async function authenticateStaff(
  db: Db,
  token: string,
  now = new Date(),
): Promise<AuthenticatedStaff | undefined> {
  if (!token || token.length > 200) return undefined;
  const [row] = await db
    .select({
      sessionId: staffSessions.id,
      staffId: staffUsers.id,
      username: staffUsers.username,
      role: staffUsers.role,
      status: staffUsers.status,
      expiresAt: staffSessions.expiresAt,
      lastSeenAt: staffSessions.lastSeenAt,
    })
    .from(staffSessions)
    .innerJoin(staffUsers, eq(staffUsers.id, staffSessions.staffId))
    .where(and(eq(staffSessions.tokenHash, sha256Hex(token)), isNull(staffSessions.revokedAt)));
  if (!row || row.status !== 'active' || !isStaffRole(row.role)) return undefined;
  if (row.expiresAt <= now || row.lastSeenAt.getTime() + SESSION_IDLE_MS <= now.getTime()) return undefined;
  if (now.getTime() - row.lastSeenAt.getTime() > 60_000) {
    await db.update(staffSessions).set({ lastSeenAt: now }).where(eq(staffSessions.id, row.sessionId));
  }
  return { staffId: row.staffId, username: row.username, role: row.role, sessionId: row.sessionId };
}

export async function logoutStaff(db: Db, sessionId: bigint): Promise<void> {
  await db
    .update(staffSessions)
    .set({ revokedAt: sql`now()` })
    .where(eq(staffSessions.id, sessionId));
}

export function assertCan(staff: AuthenticatedStaff, permission: Permission): void {
  if (!can(staff.role, permission)) throw new AppError('forbidden', STAFF_MESSAGES.forbidden);
}

/** The staff member behind a back-office change (audit entries, reviewers, approvers, notes). */
export interface StaffActor {
  staffId: number;
  username: string;
}

/** Appends one audit entry, inside the transaction of the change it describes. */
export async function recordAudit(
  db: Db,
  entry: {
    staff: StaffActor;
    action: AuditAction;
    targetType?: string;
    targetId?: string;
    before?: unknown;
    after?: unknown;
    ip?: string;
  },
): Promise<void> {
  const json = (value: unknown) =>
    value === undefined
      ? null
      : (JSON.parse(
          JSON.stringify(value, (_key, v: unknown) => (typeof v === 'bigint' ? v.toString() : v)),
        ) as unknown);
  await db.insert(auditLog).values({
    staffId: entry.staff.staffId,
    staffUsername: entry.staff.username,
    action: entry.action,
    targetType: entry.targetType ?? '',
    targetId: entry.targetId ?? '',
    before: json(entry.before),
    after: json(entry.after),
    ip: entry.ip ?? null,
  });
}

/**
 * Appends one audit entry whose actor is an agent in the agent portal, not staff (decision 0030):
 * no staff id, and `agent:<account>` as the name, so the back office's audit list shows it.
 */
export async function recordAgentAudit(
  db: Db,
  entry: {
    agent: { memberId: bigint; username: string };
    action: AuditAction;
    targetType?: string;
    targetId?: string;
    after?: unknown;
    ip?: string;
  },
): Promise<void> {
  await db.insert(auditLog).values({
    staffId: null,
    staffUsername: `agent:${entry.agent.username}`,
    action: entry.action,
    targetType: entry.targetType ?? '',
    targetId: entry.targetId ?? '',
    before: null,
    after: entry.after === undefined ? null : (JSON.parse(JSON.stringify(entry.after)) as unknown),
    ip: entry.ip ?? null,
  });
}
