import { RechargeTypesSchema } from '@app/shared/contracts';
import type { RechargeType } from '@app/shared/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { isRecord, readNumber, readText } from '../../../lib/read';

export type { RechargeType };

/** Reads one recharge type (spec-2 §3) by hand: no zod in the page (see get-user.ts). */
function readRechargeType(row: Record<string, unknown>): RechargeType {
  return {
    id: readNumber(row, 'id'),
    name: readText(row, 'name'),
    logo: readText(row, 'logo'),
    min_price: readText(row, 'min_price', '0.00'),
    max_price: readText(row, 'max_price', '0.00'),
    gift_info: readText(row, 'gift_info'),
    rate: readText(row, 'rate', '1.00'),
    download_url: readText(row, 'download_url'),
    recharge_desc: readText(row, 'recharge_desc'),
  };
}

/** `GET /api/gerRechargeType` → the payment types of /deposit (success code 200). */
export async function getRechargeTypes(signal?: AbortSignal): Promise<RechargeType[]> {
  const answer = await apiClient.get('/gerRechargeType', RechargeTypesSchema, { signal });
  if (!Array.isArray(answer.data)) throw new Error('recharge types missing');
  return answer.data.filter(isRecord).map(readRechargeType);
}

export function rechargeTypesQueryOptions() {
  return queryOptions({
    queryKey: ['recharge-types'],
    queryFn: ({ signal }) => getRechargeTypes(signal),
  });
}

export function useRechargeTypes() {
  return useQuery(rechargeTypesQueryOptions());
}
