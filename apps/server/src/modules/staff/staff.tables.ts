import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Back-office staff. Password argon2id; TOTP secret encrypted with APP_SECRET (AES-256-GCM). */
export const staffUsers = pgTable(
  'staff_users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** base64(iv | tag | ciphertext) of the base32 TOTP secret. */
    totpSecretEnc: text('totp_secret_enc'),
    /** A secret shown as a QR code and waiting for its first code (enrolment). */
    totpPendingEnc: text('totp_pending_enc'),
    /** The 30-second step of the last accepted code: a code is accepted once (RFC 6238 §5.2). */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    /** super_admin | finance | customer_service | content | risk */
    role: text('role').notNull(),
    status: text('status').notNull().default('active'),
    failedLoginCount: integer('failed_login_count').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    lastLoginIp: text('last_login_ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('staff_users_username_key').on(sql`lower(${table.username})`),
    check('staff_users_status_check', sql`${table.status} in ('active', 'disabled')`),
  ],
);

/** Staff sessions: only the SHA-256 of the bearer token is stored; 12 h absolute, 1 h idle. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    staffId: integer('staff_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: text('ip'),
  },
  (table) => [
    uniqueIndex('staff_sessions_token_hash_key').on(table.tokenHash),
    index('staff_sessions_staff_idx').on(table.staffId),
  ],
);

/** Every staff action: who, what, before, after, IP, time (platform-rules §9). Append-only. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    staffId: integer('staff_id'),
    staffUsername: text('staff_username').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull().default(''),
    targetId: text('target_id').notNull().default(''),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('audit_log_created_idx').on(table.createdAt),
    index('audit_log_staff_idx').on(table.staffId, table.createdAt),
    index('audit_log_target_idx').on(table.targetType, table.targetId),
  ],
);

/** Staff notes on a member's profile. */
export const memberNotes = pgTable(
  'member_notes',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'bigint' }).notNull(),
    staffId: integer('staff_id').notNull(),
    staffUsername: text('staff_username').notNull(),
    note: text('note').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('member_notes_member_idx').on(table.memberId, table.createdAt)],
);
