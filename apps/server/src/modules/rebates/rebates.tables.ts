import { sql } from 'drizzle-orm';
import { check, date, index, integer, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import * as column from '../../db/columns';

/**
 * What one settled bet accrued (platform-rules §7, decision 0022): one row per (platform, bet id),
 * holding the rate taken at the bet's first accrual and the fen it accrues now, so an event again
 * for the same bet (re-settlement, re-import, cancellation, the staff re-run) applies only the
 * difference. `rebate_id` is the grouped row the first accrual went into.
 */
export const rebateAccruals = pgTable(
  'rebate_accruals',
  {
    id: column.bigserialId(),
    platname: text('platname').notNull(),
    betId: text('bet_id').notNull(),
    memberId: column.memberId(),
    category: text('category').notNull(),
    /** The VIP level's rebate percentage for the category at the first accrual ('0.80' = 0.8 %). */
    percent: numeric('percent', { precision: 6, scale: 2 }).notNull(),
    /** Valid bet and bet state of the last event applied. */
    validBetFen: column.fenZero('valid_bet_fen'),
    betState: integer('bet_state').notNull(),
    /** floor(valid bet × percent / 100) while settled, 0 once cancelled. */
    accruedFen: column.fenZero('accrued_fen'),
    rebateId: column.int64('rebate_id'),
    createdAt: column.createdAt(),
    updatedAt: column.updatedAt(),
  },
  (table) => [
    uniqueIndex('rebate_accruals_bet_key').on(table.platname, table.betId),
    index('rebate_accruals_rebate_idx').on(table.rebateId),
    check('rebate_accruals_not_negative', sql`${table.accruedFen} >= 0 and ${table.validBetFen} >= 0`),
  ],
);

/**
 * Rebate rows (spec-2 §3 rebate record): accruals grouped per member, site day and platform.
 * state 0 unclaimed, 1 claimed (then `claim_id` says by which claim; a claimed row never changes).
 * At most one unclaimed row per member, platform and day; a later accrual of a day whose row was
 * claimed opens a new unclaimed row. `money_fen` can be below zero only when a cancellation
 * reversed an accrual that had already been claimed (decision 0022): it nets against the next claim.
 */
export const rebates = pgTable(
  'rebates',
  {
    id: column.bigserialId(),
    memberId: column.memberId(),
    day: date('day', { mode: 'string' }).notNull(),
    platname: text('platname').notNull(),
    moneyFen: column.fenZero('money_fen'),
    state: integer('state').notNull().default(0),
    claimId: column.int64('claim_id'),
    createdAt: column.createdAt(),
    updatedAt: column.updatedAt(),
    claimedAt: column.timestampTz('claimed_at'),
  },
  (table) => [
    uniqueIndex('rebates_unclaimed_key')
      .on(table.memberId, table.platname, table.day)
      .where(sql`${table.state} = 0`),
    // The member's tab (newest day first, optionally one platform) and the staff list (decision 0017).
    index('rebates_member_day_idx').on(table.memberId, table.day, table.id),
    index('rebates_member_platform_day_idx').on(table.memberId, table.platname, table.day, table.id),
    index('rebates_day_idx').on(table.day, table.id),
    index('rebates_platform_day_idx').on(table.platname, table.day, table.id),
    index('rebates_state_day_idx').on(table.state, table.day, table.id),
    index('rebates_claim_idx')
      .on(table.claimId)
      .where(sql`${table.claimId} is not null`),
    column.oneOfCheck('rebates', table.state, [0, 1]),
    // A row is claimed exactly when it names its claim: one row can never be paid by two claims.
    check(
      'rebates_claim_matches_state',
      sql`(${table.state} = 0 and ${table.claimId} is null and ${table.claimedAt} is null) or (${table.state} = 1 and ${table.claimId} is not null and ${table.claimedAt} is not null)`,
    ),
  ],
);

/**
 * One `dofanshui` that paid: every unclaimed row of the member at that moment, in one ledger
 * transaction `rebate-claim:<id>` (payBonus, kind rebate). `amount_fen` = the sum of its rows.
 */
export const rebateClaims = pgTable(
  'rebate_claims',
  {
    id: column.bigserialId(),
    memberId: column.memberId(),
    amountFen: column.fen('amount_fen'),
    rowCount: integer('row_count').notNull(),
    createdAt: column.createdAt(),
  },
  (table) => [
    index('rebate_claims_member_idx').on(table.memberId, table.id),
    index('rebate_claims_time_idx').on(table.createdAt, table.id),
    column.amountPositiveCheck('rebate_claims', table),
  ],
);
