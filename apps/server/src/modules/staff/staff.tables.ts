import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import * as column from '../../db/columns';

/** Back-office staff. Password argon2id; TOTP secret encrypted with APP_SECRET (AES-256-GCM). */
export const staffUsers = pgTable(
  'staff_users',
  {
    id: column.serialId(),
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
    lockedUntil: column.timestampTz('locked_until'),
    lastLoginAt: column.timestampTz('last_login_at'),
    lastLoginIp: text('last_login_ip'),
    createdAt: column.createdAt(),
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
    id: column.bigserialId(),
    staffId: integer('staff_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: column.createdAt(),
    lastSeenAt: column.timestampTz('last_seen_at').notNull().defaultNow(),
    expiresAt: column.timestampTz('expires_at').notNull(),
    revokedAt: column.timestampTz('revoked_at'),
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
    id: column.bigserialId(),
    staffId: integer('staff_id'),
    staffUsername: text('staff_username').notNull(),
    action: text('action').notNull(),
    targetType: column.blankText('target_type'),
    targetId: column.blankText('target_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip'),
    createdAt: column.createdAt(),
  },
  (table) => [
    index('audit_log_time_idx').on(table.createdAt, table.id),
    // Substring search (ILIKE '%…%') of staff name and action: trigram indexes (pg_trgm, decision 0017).
    index('audit_log_staff_username_trgm_idx').using('gin', table.staffUsername.op('gin_trgm_ops')),
    index('audit_log_action_trgm_idx').using('gin', table.action.op('gin_trgm_ops')),
    index('audit_log_staff_idx').on(table.staffId, table.createdAt),
    index('audit_log_target_idx').on(table.targetType, table.targetId),
  ],
);

/** Staff notes on a member's profile. */
export const memberNotes = pgTable(
  'member_notes',
  {
    id: column.bigserialId(),
    memberId: column.memberId(),
    staffId: integer('staff_id').notNull(),
    staffUsername: text('staff_username').notNull(),
    note: text('note').notNull(),
    createdAt: column.createdAt(),
  },
  (table) => [index('member_notes_member_idx').on(table.memberId, table.createdAt)],
);
