import type { Db } from '../../db/types';

/** A deposit that has just been credited, inside the crediting transaction. */
export interface DepositCreditedEvent {
  orderNo: string;
  memberId: bigint;
  amountFen: bigint;
  channelId: number;
  typeId: number;
  /** online | bank | usdt */
  kind: string;
  /** The member's cumulative credited deposits after this one. */
  paysumFen: bigint;
  creditedAt: Date;
}

/**
 * Runs inside the crediting transaction, after the order, ledger, paysum and turnover rows are
 * written. Platform-rules §5: crediting also re-evaluates the VIP level, red-packet eligibility
 * and tasks "all in one transaction"; those modules register here (money-modules.ts).
 * A listener that throws rolls the whole credit back, so the gateway retries it later.
 */
export type DepositCreditedListener = (tx: Db, event: DepositCreditedEvent) => Promise<void>;

/** Listeners by name: registering a name again replaces it (several apps in one test process). */
const listeners = new Map<string, DepositCreditedListener>();

export function addAfterDepositCreditedListener(name: string, listener: DepositCreditedListener): void {
  listeners.set(name, listener);
}

export function removeAfterDepositCreditedListener(name: string): void {
  listeners.delete(name);
}

/** Called by the deposit service only, in registration order. */
export async function afterDepositCredited(tx: Db, event: DepositCreditedEvent): Promise<void> {
  for (const listener of listeners.values()) await listener(tx, event);
}
