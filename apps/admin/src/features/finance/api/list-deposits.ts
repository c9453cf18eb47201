import { AdminDepositPageResponseSchema } from '@app/shared/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { ListParams } from '../../../lib/list-params';

export const DEPOSITS_PATH = '/deposits';
const PageSchema = AdminDepositPageResponseSchema.shape.data;

/** `GET /api/admin/deposits` (`awaiting_review=1`: offline orders with a transfer reference). */
export async function listDeposits(params: ListParams, signal?: AbortSignal) {
  return (await apiClient.get(DEPOSITS_PATH, PageSchema, { query: params, signal, silent: true })).data;
}

export function useDeposits(params: ListParams) {
  return useQuery(
    queryOptions({
      queryKey: ['admin', 'deposits', params],
      queryFn: ({ signal }) => listDeposits(params, signal),
      placeholderData: keepPreviousData,
    }),
  );
}
