import { AdminGamePageResponseSchema } from '@app/shared/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { ListParams } from '../../../lib/list-params';

export const GAMES_PATH = '/games';
const PageSchema = AdminGamePageResponseSchema.shape.data;

/** `GET /api/admin/games`: the catalogue, enabled or not, with filters. */
export async function listGames(params: ListParams, signal?: AbortSignal) {
  return (await apiClient.get(GAMES_PATH, PageSchema, { query: params, signal, silent: true })).data;
}

export function useGames(params: ListParams, options: { enabled?: boolean } = {}) {
  return useQuery(
    queryOptions({
      queryKey: ['admin', 'games', 'list', params],
      queryFn: ({ signal }) => listGames(params, signal),
      placeholderData: keepPreviousData,
      enabled: options.enabled ?? true,
    }),
  );
}
