import { RechargeChannelsSchema } from '@app/shared/contracts';
import type { RechargeChannel } from '@app/shared/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { isRecord, readNumber, readText } from '../../../lib/read';

export type { RechargeChannel };

/** `gerRechargeAisle` answers success as code 0 (spec-2 §7). */
const RECHARGE_AISLE_SUCCESS_CODE = 0;

function readFlag(row: Record<string, unknown>, key: string): 0 | 1 {
  return readNumber(row, key) === 1 ? 1 : 0;
}

function readChannel(row: Record<string, unknown>): RechargeChannel {
  const fixed = row.fixed_amounts;
  return {
    id: readNumber(row, 'id'),
    name: readText(row, 'name'),
    allow_custom_amount: readFlag(row, 'allow_custom_amount'),
    need_fixed_amount: readFlag(row, 'need_fixed_amount'),
    fixed_amounts: Array.isArray(fixed)
      ? fixed.filter((value) => typeof value === 'string' || typeof value === 'number').map(String)
      : [],
    min_price: readText(row, 'min_price', '0.00'),
    max_price: readText(row, 'max_price', '0.00'),
    rate: readText(row, 'rate', '1.00'),
  };
}

/** `GET /api/gerRechargeAisle?recharge_type_id=` → the channels of one type (success code 0). */
export async function getRechargeChannels(typeId: number, signal?: AbortSignal): Promise<RechargeChannel[]> {
  const answer = await apiClient.get('/gerRechargeAisle', RechargeChannelsSchema, {
    query: { recharge_type_id: typeId },
    successCode: RECHARGE_AISLE_SUCCESS_CODE,
    signal,
  });
  if (!Array.isArray(answer.data)) throw new Error('recharge channels missing');
  return answer.data.filter(isRecord).map(readChannel);
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
