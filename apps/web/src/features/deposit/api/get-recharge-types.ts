import { RechargeTypesCheck } from '@app/shared/checks';
import type { RechargeType } from '@app/shared/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export type { RechargeType };

/** `GET /api/gerRechargeType` → the payment types of /deposit (success code 200). */
export async function getRechargeTypes(signal?: AbortSignal): Promise<RechargeType[]> {
  const answer = await apiClient.get('/gerRechargeType', RechargeTypesCheck, { signal });
  return answer.data;
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
