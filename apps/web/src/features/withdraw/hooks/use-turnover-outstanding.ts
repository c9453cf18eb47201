import { useSyncExternalStore } from 'react';
import { isRecord, readText } from '../../../lib/read';
import { getStoredUserInfo, subscribeSession } from '../../../lib/session';
import { moneyTextToFen } from '../../../lib/money-text';

function readStoredTurnover(): string {
  const userInfo = getStoredUserInfo();
  return isRecord(userInfo) ? readText(userInfo, 'turnover_outstanding') : '';
}

/**
 * userInfo.turnover_outstanding (打码量, platform-rules §3) as stored by the last user refresh, in
 * fen; 0n when none is outstanding or the field is missing.
 */
export function useTurnoverOutstanding(): bigint {
  const text = useSyncExternalStore(subscribeSession, readStoredTurnover, readStoredTurnover);
  return moneyTextToFen(text) ?? 0n;
}
