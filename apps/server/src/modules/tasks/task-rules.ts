import { formatDay, startOfSiteDay } from '../../lib/time';

/** Task metrics (platform-rules §7). Amount metrics have a target in fen, the others a count. */
export const TASK_METRICS = ['deposit_amount', 'deposit_count', 'valid_bet_amount', 'bet_count', 'login'] as const;
export type TaskMetric = (typeof TASK_METRICS)[number];
export const isAmountMetric = (metric: TaskMetric) => metric === 'deposit_amount' || metric === 'valid_bet_amount';

/** Task status (spec-2 §3, §4): 0 in progress, 1 claimable, 2 claimed. */
export const TaskStatus = { inProgress: 0, claimable: 1, claimed: 2 } as const;
export type TaskStatusValue = (typeof TaskStatus)[keyof typeof TaskStatus];

/** A member's figures of one site day, from which every task's progress is computed. */
export interface DayFigures {
  depositFen: bigint;
  depositCount: number;
  validBetFen: bigint;
  betCount: number;
  loginCount: number;
}

export function metricValue(metric: TaskMetric, figures: DayFigures): bigint {
  switch (metric) {
    case 'deposit_amount':
      return figures.depositFen;
    case 'deposit_count':
      return BigInt(figures.depositCount);
    case 'valid_bet_amount':
      return figures.validBetFen;
    case 'bet_count':
      return BigInt(figures.betCount);
    case 'login':
      return BigInt(figures.loginCount);
  }
}

/** Progress in whole percent, floored, 0-100 (100 only when the target is reached). */
export function progressPercent(value: bigint, target: bigint): number {
  if (target <= 0n) return 100;
  if (value >= target) return 100;
  if (value <= 0n) return 0;
  return Number((value * 100n) / target);
}

export function taskStatusOf(value: bigint, target: bigint, claimed: boolean): TaskStatusValue {
  if (claimed) return TaskStatus.claimed;
  return value >= target ? TaskStatus.claimable : TaskStatus.inProgress;
}

/**
 * The site day of `now` and its bounds [start, end): tasks, liveness and chests reset at midnight
 * site time (spec-2 §9), `secondsToReset` is the countdown the tasks tab shows.
 */
export interface TaskDay {
  day: string;
  start: Date;
  end: Date;
  secondsToReset: number;
}

export function taskDayOf(now: Date, timeZone: string): TaskDay {
  const start = startOfSiteDay(now, timeZone);
  const end = startOfSiteDay(now, timeZone, 1);
  return {
    day: formatDay(now, timeZone),
    start,
    end,
    secondsToReset: Math.max(0, Math.ceil((end.getTime() - now.getTime()) / 1000)),
  };
}
