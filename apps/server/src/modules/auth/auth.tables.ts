import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import * as column from '../../db/columns';

/** Member sessions. Only the SHA-256 of the bearer token is stored (platform-rules §2). */
export const sessions = pgTable(
  'sessions',
  {
    id: column.bigserialId(),
    memberId: column.memberId(),
    tokenHash: text('token_hash').notNull(),
    createdAt: column.createdAt(),
    lastSeenAt: column.timestampTz('last_seen_at').notNull().defaultNow(),
    /** Absolute expiry (30 days after creation). */
    expiresAt: column.timestampTz('expires_at').notNull(),
    revokedAt: column.timestampTz('revoked_at'),
    revokedReason: text('revoked_reason'),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (table) => [
    uniqueIndex('sessions_token_hash_key').on(table.tokenHash),
    index('sessions_member_idx').on(table.memberId),
  ],
);

/** Server-issued image captchas: one use, 5 minutes. Only a keyed hash of the code is kept. */
export const captchas = pgTable(
  'captchas',
  {
    id: text('id').primaryKey(),
    codeHash: text('code_hash').notNull(),
    expiresAt: column.timestampTz('expires_at').notNull(),
    usedAt: column.timestampTz('used_at'),
    createdAt: column.createdAt(),
  },
  (table) => [index('captchas_expires_idx').on(table.expiresAt)],
);

/** SMS verification codes: 6 digits, 5 minutes, one use. */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: column.bigserialId(),
    mobile: text('mobile').notNull(),
    codeHash: text('code_hash').notNull(),
    ip: text('ip'),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: column.timestampTz('expires_at').notNull(),
    usedAt: column.timestampTz('used_at'),
    createdAt: column.createdAt(),
  },
  (table) => [
    index('sms_codes_mobile_idx').on(table.mobile, table.createdAt),
    index('sms_codes_ip_idx').on(table.ip, table.createdAt),
  ],
);

/** What the built-in SMS provider "sent"; the back office shows it. */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: column.bigserialId(),
    mobile: text('mobile').notNull(),
    content: text('content').notNull(),
    provider: text('provider').notNull(),
    createdAt: column.createdAt(),
  },
  (table) => [index('sms_outbox_created_idx').on(table.createdAt)],
);
