import { VipBonusRecordsCheck } from '@app/shared/checks';
import type { VipBonusRecord } from '@app/shared/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export type { VipBonusRecord };

export const userBonusesQueryKey = ['vip', 'user-bonuses'] as const;

/** `GET /api/userBonus`: the member's VIP bonus records (spec-2 §3, §7). */
export async function getUserBonuses(signal?: AbortSignal): Promise<VipBonusRecord[]> {
  const answer = await apiClient.get('/userBonus', VipBonusRecordsCheck, { signal });
  return answer.data;
}

/** Only asked for with a session: a visitor sees the levels, not records. */
export function useUserBonuses(enabled: boolean) {
  return useQuery({ queryKey: userBonusesQueryKey, queryFn: ({ signal }) => getUserBonuses(signal), enabled });
}
