import { AdminBetPageResponseSchema } from '@app/shared/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { ListParams } from '../../../lib/list-params';

export const BETS_PATH = '/bets';
const PageSchema = AdminBetPageResponseSchema.shape.data;

/** `GET /api/admin/bets`: bet records of every platform (date filter on the bet time). */
export async function listBets(params: ListParams, signal?: AbortSignal) {
  return (await apiClient.get(BETS_PATH, PageSchema, { query: params, signal, silent: true })).data;
}

export function useBets(params: ListParams) {
  return useQuery(
    queryOptions({
      queryKey: ['admin', 'bets', params],
      queryFn: ({ signal }) => listBets(params, signal),
      placeholderData: keepPreviousData,
    }),
  );
}
