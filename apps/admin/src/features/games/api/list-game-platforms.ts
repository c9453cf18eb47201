import { AdminGamePlatformPageResponseSchema } from '@app/shared/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { ListParams } from '../../../lib/list-params';

export const PLATFORMS_PATH = '/game-platforms';
const PageSchema = AdminGamePlatformPageResponseSchema.shape.data;

/** `GET /api/admin/game-platforms`: every platform, enabled or not, by sort order. */
export async function listGamePlatforms(params: ListParams, signal?: AbortSignal) {
  return (await apiClient.get(PLATFORMS_PATH, PageSchema, { query: params, signal, silent: true })).data;
}

export function useGamePlatforms(params: ListParams) {
  return useQuery(
    queryOptions({
      queryKey: ['admin', 'game-platforms', params],
      queryFn: ({ signal }) => listGamePlatforms(params, signal),
      placeholderData: keepPreviousData,
    }),
  );
}
