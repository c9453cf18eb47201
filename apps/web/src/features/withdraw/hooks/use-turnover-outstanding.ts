import { useSyncExternalStore } from 'react';
import { readStoredTurnover } from '../../../lib/read-stored';
import { subscribeSession } from '../../../lib/session';
import { moneyTextToFen } from '../../../lib/money-text';

/**
 * userInfo.turnover_outstanding (打码量, platform-rules §3) as stored by the last user refresh, in
 * fen; 0n when none is outstanding or the field is missing.
 */
export function useTurnoverOutstanding(): bigint {
  const text = useSyncExternalStore(subscribeSession, readStoredTurnover, readStoredTurnover);
  return moneyTextToFen(text) ?? 0n;
}
