import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** A registered player. Balances are not here: they live in the ledger (member accounts). */
export const members = pgTable(
  'members',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    username: text('username').notNull(),
    /** Mainland mobile, 11 digits without prefix; set once when verified, never changed by the member. */
    mobile: text('mobile'),
    mobileVerifiedAt: timestamp('mobile_verified_at', { withTimezone: true }),
    email: text('email'),
    realname: text('realname').notNull().default(''),
    birthday: text('birthday'),
    avatar: text('avatar'),
    passwordHash: text('password_hash').notNull(),
    payPasswordHash: text('pay_password_hash'),
    /** VIP level index (vip_levels.level); never goes down. */
    vipLevel: integer('vip_level').notNull().default(0),
    /** Cumulative credited deposits in fen. */
    paysumFen: bigint('paysum_fen', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** 0 transfer mode, 1 transfer-free mode. */
    transferStatus: integer('transfer_status').notNull().default(0),
    isAgent: integer('is_agent').notNull().default(0),
    referrerId: bigint('referrer_id', { mode: 'bigint' }),
    /** active | frozen */
    status: text('status').notNull().default('active'),
    failedLoginCount: integer('failed_login_count').notNull().default(0),
    loginLockedUntil: timestamp('login_locked_until', { withTimezone: true }),
    failedPayPasswordCount: integer('failed_pay_password_count').notNull().default(0),
    payPasswordLockedUntil: timestamp('pay_password_locked_until', { withTimezone: true }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    lastLoginIp: text('last_login_ip'),
    /** The login before the last one, shown as "last login" in the member centre. */
    previousLoginAt: timestamp('previous_login_at', { withTimezone: true }),
    previousLoginIp: text('previous_login_ip'),
    registerIp: text('register_ip'),
    adultConfirmedAt: timestamp('adult_confirmed_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Account names are unique case-insensitively (platform-rules §2).
    uniqueIndex('members_username_lower_key').on(sql`lower(${table.username})`),
    uniqueIndex('members_mobile_key').on(table.mobile),
    index('members_referrer_idx').on(table.referrerId),
    check('members_status_check', sql`${table.status} in ('active', 'frozen')`),
    check('members_transfer_status_check', sql`${table.transferStatus} in (0, 1)`),
    check('members_paysum_not_negative', sql`${table.paysumFen} >= 0`),
  ],
);

/** Every login attempt that reached a member (for the member profile and risk review). */
export const memberLogins = pgTable(
  'member_logins',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'bigint' })
      .notNull()
      .references(() => members.id),
    succeeded: integer('succeeded').notNull(),
    method: text('method').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
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
    id: serial('id').primaryKey(),
    /** Level index: 0 is the level every new member starts at. */
    level: integer('level').notNull(),
    name: text('name').notNull(),
    /** Badge image path served by us. */
    badge: text('badge').notNull(),
    rechargeFen: bigint('recharge_fen', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    flowFen: bigint('flow_fen', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    promotedBonusFen: bigint('promoted_bonus_fen', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    weekBonusFen: bigint('week_bonus_fen', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    monthBonusFen: bigint('month_bonus_fen', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    weekDepositFen: bigint('week_deposit_fen', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    weekBetFen: bigint('week_bet_fen', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    monthDepositFen: bigint('month_deposit_fen', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    monthBetFen: bigint('month_bet_fen', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    realperson: numeric('realperson', { precision: 6, scale: 2 }).notNull().default('0'),
    electron: numeric('electron', { precision: 6, scale: 2 }).notNull().default('0'),
    joker: numeric('joker', { precision: 6, scale: 2 }).notNull().default('0'),
    sport: numeric('sport', { precision: 6, scale: 2 }).notNull().default('0'),
    lottery: numeric('lottery', { precision: 6, scale: 2 }).notNull().default('0'),
    eSport: numeric('e_sport', { precision: 6, scale: 2 }).notNull().default('0'),
  },
  (table) => [uniqueIndex('vip_levels_level_key').on(table.level)],
);
