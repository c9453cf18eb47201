import type { Db } from '../../db/types';

/**
 * A bet record that has just reached a final state (settled, or cancelled after settling), inside the
 * transaction that wrote it. Every platform's settlement path calls `afterBetSettled` (house instant
 * rounds, Fast-3 draws, and later imported third-party bets and the sportsbook), so promotions that
 * feed on valid bets (rebates, VIP flow, tasks, agent commission) listen in one place.
 *
 * The event carries the record's values as they are now. A bet can arrive more than once (a re-import,
 * a re-settlement with a corrected result, a cancellation): listeners must be idempotent per
 * (platname, betId) and apply the difference from what they counted before, not add again.
 */
export interface BetSettledEvent {
  platname: string;
  betId: string;
  memberId: bigint;
  gameCode: string;
  gameName: string;
  /** realperson | electron | joker | sport | lottery | e_sport */
  category: string;
  stakeFen: bigint;
  /** Valid bet under the rule of decision 0021 (0 for a cancelled bet). */
  validBetFen: bigint;
  winLossFen: bigint;
  /** 1 settled, 0 cancelled (invalid): spec-2 §4 bet states. */
  state: 0 | 1;
  betAt: Date;
  settledAt: Date;
}

export type BetSettledListener = (tx: Db, event: BetSettledEvent) => Promise<void>;

/** Listeners by name: registering a name again replaces it (several apps in one test process). */
const listeners = new Map<string, BetSettledListener>();

export function addAfterBetSettledListener(name: string, listener: BetSettledListener): void {
  listeners.set(name, listener);
}

export function removeAfterBetSettledListener(name: string): void {
  listeners.delete(name);
}

/** Called by every settlement path, inside its transaction, after the bet record is written. */
export async function afterBetSettled(tx: Db, event: BetSettledEvent): Promise<void> {
  for (const listener of listeners.values()) await listener(tx, event);
}
