import { RechargeChannelsCheck } from '@app/shared/checks';
import type { z } from 'zod';
import type { RechargeAisleQuerySchema } from '@app/shared/contracts';
import type { RechargeChannel } from '@app/shared/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export type { RechargeChannel };

/** `gerRechargeAisle` answers success as code 0 (spec-2 §7). */
const RECHARGE_AISLE_SUCCESS_CODE = 0;

/** `GET /api/gerRechargeAisle?recharge_type_id=` → the channels of one type (success code 0). */
export async function getRechargeChannels(typeId: number, signal?: AbortSignal): Promise<RechargeChannel[]> {
  const answer = await apiClient.get('/gerRechargeAisle', RechargeChannelsCheck, {
    query: { recharge_type_id: typeId } satisfies z.input<typeof RechargeAisleQuerySchema>,
    successCode: RECHARGE_AISLE_SUCCESS_CODE,
    signal,
  });
  return answer.data;
}

export function rechargeChannelsQueryOptions(typeId: number | null) {
  return queryOptions({
    queryKey: ['recharge-channels', typeId],
    queryFn: ({ signal }) => getRechargeChannels(typeId ?? 0, signal),
    enabled: typeId !== null,
    // Changing type reloads its channels (spec-2 §4); the cached list shows meanwhile.
    staleTime: 0,
  });
}

export function useRechargeChannels(typeId: number | null) {
  return useQuery(rechargeChannelsQueryOptions(typeId));
}
