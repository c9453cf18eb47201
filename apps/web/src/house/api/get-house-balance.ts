import { HouseBalanceSchema } from '@app/shared/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';
import { getToken } from '../../lib/session';

export const houseBalanceQueryKey = ['house', 'balance'] as const;

/** `GET /api/house/balance` → the member's money on the house platform (自营游戏). */
export async function getHouseBalance(signal?: AbortSignal): Promise<string> {
  const answer = await apiClient.get('/house/balance', HouseBalanceSchema, { signal, silent: true });
  const balance = answer.data.balance;
  if (!balance) throw new Error('house balance missing');
  return balance;
}

export const houseBalanceQueryOptions = queryOptions({
  queryKey: houseBalanceQueryKey,
  queryFn: ({ signal }) => getHouseBalance(signal),
  staleTime: 0,
});

export function useHouseBalance() {
  return useQuery({ ...houseBalanceQueryOptions, enabled: getToken() !== null });
}
