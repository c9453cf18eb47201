import type { CreditedDepositGroup } from '../payments';
import type { SettledBetGroup } from '../games';
import type { ReviewedWithdrawalGroup } from '../withdrawals';

/** Withdrawal state counted as paid out on the dashboard (approved). */
export const APPROVED_WITHDRAWAL_STATE = 2;

/** One site day's results (or the sum of several days): what the dashboard shows, in fen and counts. */
export interface DayFigures {
  betCount: bigint;
  stakeFen: bigint;
  validBetFen: bigint;
  payoutFen: bigint;
  depositCount: bigint;
  depositFen: bigint;
  firstDepositCount: bigint;
  firstDepositFen: bigint;
  /** Approved withdrawals (by review time). */
  withdrawalCount: bigint;
  withdrawalFen: bigint;
  newMembers: bigint;
  /** promotion_expense outflow: bonuses paid. */
  bonusesFen: bigint;
  /** staff_adjustment outflow: balance adjustments. */
  adjustmentsFen: bigint;
}

/** What one day is made of, as the owner modules group it (the rows a rollup stores). */
export interface DayGroups {
  bets: SettledBetGroup[];
  deposits: CreditedDepositGroup[];
  withdrawals: ReviewedWithdrawalGroup[];
  newMembers: bigint;
  /** House account kind → outflow. */
  outflows: Map<string, bigint>;
}

export function emptyFigures(): DayFigures {
  return {
    betCount: 0n,
    stakeFen: 0n,
    validBetFen: 0n,
    payoutFen: 0n,
    depositCount: 0n,
    depositFen: 0n,
    firstDepositCount: 0n,
    firstDepositFen: 0n,
    withdrawalCount: 0n,
    withdrawalFen: 0n,
    newMembers: 0n,
    bonusesFen: 0n,
    adjustmentsFen: 0n,
  };
}

/** The field-by-field sum of several days' figures. */
export function addFigures(...days: DayFigures[]): DayFigures {
  const total = emptyFigures();
  for (const day of days) {
    for (const key of Object.keys(total) as (keyof DayFigures)[]) total[key] += day[key];
  }
  return total;
}

/** A day's figures from its groups (platforms × categories, channels, states, account kinds). */
export function figuresOfGroups(groups: DayGroups): DayFigures {
  const figures = emptyFigures();
  for (const bet of groups.bets) {
    figures.betCount += bet.count;
    figures.stakeFen += bet.stakeFen;
    figures.validBetFen += bet.validBetFen;
    figures.payoutFen += bet.payoutFen;
  }
  for (const deposit of groups.deposits) {
    figures.depositCount += deposit.count;
    figures.depositFen += deposit.amountFen;
    figures.firstDepositCount += deposit.firstCount;
    figures.firstDepositFen += deposit.firstAmountFen;
  }
  for (const withdrawal of groups.withdrawals) {
    if (withdrawal.state !== APPROVED_WITHDRAWAL_STATE) continue;
    figures.withdrawalCount += withdrawal.count;
    figures.withdrawalFen += withdrawal.amountFen;
  }
  figures.newMembers = groups.newMembers;
  figures.bonusesFen = groups.outflows.get('promotion_expense') ?? 0n;
  figures.adjustmentsFen = groups.outflows.get('staff_adjustment') ?? 0n;
  return figures;
}
