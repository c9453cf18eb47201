import { AdminTransferPageResponseSchema } from '@app/shared/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { ListParams } from '../../../lib/list-params';

export const TRANSFERS_PATH = '/transfers';
const PageSchema = AdminTransferPageResponseSchema.shape.data;

/** `GET /api/admin/transfers` (state 2: outcome unknown, being reconciled). */
export async function listTransfers(params: ListParams, signal?: AbortSignal) {
  return (await apiClient.get(TRANSFERS_PATH, PageSchema, { query: params, signal, silent: true })).data;
}

export function useTransfers(params: ListParams) {
  return useQuery(
    queryOptions({
      queryKey: ['admin', 'transfers', params],
      queryFn: ({ signal }) => listTransfers(params, signal),
      placeholderData: keepPreviousData,
    }),
  );
}
