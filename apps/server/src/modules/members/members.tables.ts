import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import * as column from '../../db/columns';

/** A registered player. Balances are not here: they live in the ledger (member accounts). */
export const members = pgTable(
  'members',
  {
    id: column.bigserialId(),
    username: text('username').notNull(),
    /** Mainland mobile, 11 digits without prefix; set once when verified, never changed by the member. */
    mobile: text('mobile'),
    mobileVerifiedAt: column.timestampTz('mobile_verified_at'),
    email: text('email'),
    realname: column.blankText('realname'),
    birthday: text('birthday'),
    avatar: text('avatar'),
    passwordHash: text('password_hash').notNull(),
    payPasswordHash: text('pay_password_hash'),
    /** VIP level index (vip_levels.level); never goes down. */
    vipLevel: integer('vip_level').notNull().default(0),
    /** Cumulative credited deposits in fen. */
    paysumFen: column.fenZero('paysum_fen'),
    /** 0 transfer mode, 1 transfer-free mode. */
    transferStatus: integer('transfer_status').notNull().default(0),
    isAgent: integer('is_agent').notNull().default(0),
    referrerId: column.int64('referrer_id'),
    /** active | frozen */
    status: text('status').notNull().default('active'),
    failedLoginCount: integer('failed_login_count').notNull().default(0),
    loginLockedUntil: column.timestampTz('login_locked_until'),
    failedPayPasswordCount: integer('failed_pay_password_count').notNull().default(0),
    payPasswordLockedUntil: column.timestampTz('pay_password_locked_until'),
    lastLoginAt: column.timestampTz('last_login_at'),
    lastLoginIp: text('last_login_ip'),
    /** The login before the last one, shown as "last login" in the member centre. */
    previousLoginAt: column.timestampTz('previous_login_at'),
    previousLoginIp: text('previous_login_ip'),
    registerIp: text('register_ip'),
    adultConfirmedAt: column.timestampTz('adult_confirmed_at').notNull(),
    createdAt: column.createdAt(),
    updatedAt: column.updatedAt(),
  },
  (table) => [
    // Account names are unique case-insensitively (platform-rules §2).
    uniqueIndex('members_username_lower_key').on(sql`lower(${table.username})`),
    uniqueIndex('members_mobile_key').on(table.mobile),
    index('members_referrer_idx').on(table.referrerId),
    // The agent portal's direct-member list: one agent's members, newest first (decision 0030).
    index('members_referrer_created_idx').on(table.referrerId, table.createdAt, table.id),
    // Decision 0017: each sort and filter of the staff member list; substring search of account
    // name and mobile (ILIKE '%…%') through trigram indexes (pg_trgm).
    index('members_created_idx').on(table.createdAt, table.id),
    index('members_last_login_order_idx').on(sql`coalesce(${table.lastLoginAt}, 'epoch'::timestamptz)`, table.id),
    index('members_paysum_idx').on(table.paysumFen, table.id),
    index('members_vip_level_idx').on(table.vipLevel, table.id),
    index('members_status_idx').on(table.status, table.id),
    index('members_username_trgm_idx').using('gin', table.username.op('gin_trgm_ops')),
    index('members_mobile_trgm_idx').using('gin', table.mobile.op('gin_trgm_ops')),
    // One- and two-character searches match the beginning (lib/admin-list.ts searchMatch).
    index('members_username_prefix_idx').on(sql`lower(${table.username}) text_pattern_ops`),
    index('members_mobile_prefix_idx').on(sql`lower(${table.mobile}) text_pattern_ops`),
    // Dashboard: members active since a time (decision 0018).
    index('members_last_login_idx').on(table.lastLoginAt),
    check('members_status_check', sql`${table.status} in ('active', 'frozen')`),
    column.oneOfCheck('members', table.transferStatus, [0, 1]),
    check('members_paysum_not_negative', sql`${table.paysumFen} >= 0`),
  ],
);

/** Every login attempt that reached a member (for the member profile and risk review). */
export const memberLogins = pgTable(
  'member_logins',
  {
    id: column.bigserialId(),
    memberId: column.memberId().references(() => members.id),
    succeeded: integer('succeeded').notNull(),
    method: text('method').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: column.createdAt(),
  },
  (table) => [index('member_logins_member_idx').on(table.memberId, table.createdAt)],
);

/**
 * VIP levels (spec-2 §3). They live with the members (a member's level is part of the profile);
 * promotions read them to pay VIP bonuses and rebates. Thresholds and bonuses are fen; rebate rates are percentages of valid
 * bets per category ('0.80' = 0.8 %), kept as exact decimals.
 */
export const vipLevels = pgTable(
  'vip_levels',
  {
    id: column.serialId(),
    /** Level index: 0 is the level every new member starts at. */
    level: integer('level').notNull(),
    name: text('name').notNull(),
    /** Badge image path served by us. */
    badge: text('badge').notNull(),
    rechargeFen: column.fenZero('recharge_fen'),
    flowFen: column.fenZero('flow_fen'),
    promotedBonusFen: column.fenZero('promoted_bonus_fen'),
    weekBonusFen: column.fenZero('week_bonus_fen'),
    monthBonusFen: column.fenZero('month_bonus_fen'),
    weekDepositFen: column.fenZero('week_deposit_fen'),
    weekBetFen: column.fenZero('week_bet_fen'),
    monthDepositFen: column.fenZero('month_deposit_fen'),
    monthBetFen: column.fenZero('month_bet_fen'),
    realperson: numeric('realperson', { precision: 6, scale: 2 }).notNull().default('0'),
    electron: numeric('electron', { precision: 6, scale: 2 }).notNull().default('0'),
    joker: numeric('joker', { precision: 6, scale: 2 }).notNull().default('0'),
    sport: numeric('sport', { precision: 6, scale: 2 }).notNull().default('0'),
    lottery: numeric('lottery', { precision: 6, scale: 2 }).notNull().default('0'),
    eSport: numeric('e_sport', { precision: 6, scale: 2 }).notNull().default('0'),
  },
  (table) => [uniqueIndex('vip_levels_level_key').on(table.level)],
);
