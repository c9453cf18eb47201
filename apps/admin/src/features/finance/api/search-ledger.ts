import { AdminLedgerPageResponseSchema } from '@app/shared/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { ListParams } from '../../../lib/list-params';

export const LEDGER_PATH = '/ledger';
const PageSchema = AdminLedgerPageResponseSchema.shape.data;

/** `GET /api/admin/ledger`: ledger transactions with their entries. */
export async function searchLedger(params: ListParams, signal?: AbortSignal) {
  return (await apiClient.get(LEDGER_PATH, PageSchema, { query: params, signal, silent: true })).data;
}

export function useLedger(params: ListParams) {
  return useQuery(
    queryOptions({
      queryKey: ['admin', 'ledger', params],
      queryFn: ({ signal }) => searchLedger(params, signal),
      placeholderData: keepPreviousData,
    }),
  );
}
