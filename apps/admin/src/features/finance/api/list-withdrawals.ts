import { AdminWithdrawalPageResponseSchema } from '@app/shared/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { ListParams } from '../../../lib/list-params';

export const WITHDRAWALS_PATH = '/withdrawals';
const PageSchema = AdminWithdrawalPageResponseSchema.shape.data;

/** `GET /api/admin/withdrawals` (state 1 is the review queue; card numbers in full only for reviewers). */
export async function listWithdrawals(params: ListParams, signal?: AbortSignal) {
  return (await apiClient.get(WITHDRAWALS_PATH, PageSchema, { query: params, signal, silent: true })).data;
}

export function useWithdrawals(params: ListParams) {
  return useQuery(
    queryOptions({
      queryKey: ['admin', 'withdrawals', params],
      queryFn: ({ signal }) => listWithdrawals(params, signal),
      placeholderData: keepPreviousData,
    }),
  );
}
