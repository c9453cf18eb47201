import { BalanceCheck } from '@app/shared/checks';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../api-client';
import { useSession } from '../../hooks/use-session';

/** Shell balance polling interval (spec-1 §9). */
export const BALANCE_POLL_MS = 3300;

/**
 * `POST /api/balance` → `data.balance`, a money string ('100.00'). Silent: a failed poll shows
 * nothing and the next poll tries again; a 401 logs out through the api client (spec-1 §4).
 */
export async function getBalance(signal?: AbortSignal): Promise<string> {
  const answer = await apiClient.post('/balance', BalanceCheck, { signal, silent: true });
  const balance = answer.data.balance;
  if (!balance) throw new Error('balance missing');
  return balance;
}

export function balanceQueryOptions(token: string | null) {
  return queryOptions({
    // Keyed by token: a new session never shows the previous member's balance.
    queryKey: ['balance', token],
    queryFn: ({ signal }) => getBalance(signal),
    enabled: token !== null,
    refetchInterval: BALANCE_POLL_MS,
    retry: false,
    staleTime: 0,
  });
}

/** Polls every 3.3 s while logged in; every caller shares one poll. */
export function useBalance() {
  const { token } = useSession();
  return useQuery(balanceQueryOptions(token));
}
