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
 * written. Platform-rules §5 says crediting also re-evaluates the VIP level, red-packet
 * eligibility and tasks "all in one transaction": those modules do not exist yet and register
 * here when they land (VIP level by paysum, red-packet deposit window, daily recharge tasks).
 * A listener that throws rolls the whole credit back, so the gateway retries it later.
 */
export type DepositCreditedListener = (tx: Db, event: DepositCreditedEvent) => Promise<void>;

const listeners: DepositCreditedListener[] = [];

export function addAfterDepositCreditedListener(listener: DepositCreditedListener): void {
  if (!listeners.includes(listener)) listeners.push(listener);
}

export function removeAfterDepositCreditedListener(listener: DepositCreditedListener): void {
  const index = listeners.indexOf(listener);
  if (index >= 0) listeners.splice(index, 1);
}

/** Called by the deposit service only. Intentionally empty today (no fake behaviour). */
export async function afterDepositCredited(tx: Db, event: DepositCreditedEvent): Promise<void> {
  for (const listener of listeners) await listener(tx, event);
}
