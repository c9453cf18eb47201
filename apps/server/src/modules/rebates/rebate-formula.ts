import { applyPercentFloor } from '@app/shared/money';

/** Bet states of the settled-bet event (spec-2 §4): 1 settled, 0 cancelled (invalid). */
export const BET_SETTLED = 1;

/**
 * What one bet accrues (platform-rules §7, decision 0022): floor(valid bet × percent / 100) fen
 * while the bet is settled, nothing once it is cancelled. Floored per bet, so a bet's accrual is a
 * whole number of fen that the per-bet row holds exactly and a difference can be applied later.
 */
export function rebateOfBet(validBetFen: bigint, percent: string, betState: number): bigint {
  if (betState !== BET_SETTLED || validBetFen <= 0n) return 0n;
  return applyPercentFloor(validBetFen, percent);
}

/**
 * Where the difference of a bet's accrual goes (decision 0022): to the row of its first accrual
 * while that row is unclaimed; when there is no such row yet, to the bet's own settlement day; when
 * that row is already claimed (a claimed row never changes), to the unclaimed row of the member and
 * platform for the day of the event.
 */
export function accrualTarget(
  bet: { groupRowId: bigint | null; groupRowClaimed: boolean },
  days: { settledDay: string; eventDay: string },
): { kind: 'row'; rowId: bigint } | { kind: 'day'; day: string } {
  if (bet.groupRowId === null) return { kind: 'day', day: days.settledDay };
  if (!bet.groupRowClaimed) return { kind: 'row', rowId: bet.groupRowId };
  return { kind: 'day', day: days.eventDay };
}

/** What a claim pays: the sum of the unclaimed rows, or nothing when that is not above zero. */
export function claimableFen(rows: readonly { moneyFen: bigint }[]): bigint {
  const total = rows.reduce((sum, row) => sum + row.moneyFen, 0n);
  return total > 0n ? total : 0n;
}
