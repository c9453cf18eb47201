import { GameListCheck } from '@app/shared/checks';
import type { z } from 'zod';
import type { GameListQuerySchema } from '@app/shared/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { Game } from '@app/shared/contracts';

/** The lobby's recommended list is asked for with this category (spec-2 §7). */
export const RECOMMENDED_CATEGORY = 'concise';

/** `GET /api/game/list?category=` → the games of a category ('concise': every enabled game). */
export async function getGameList(category: string, signal?: AbortSignal): Promise<Game[]> {
  const answer = await apiClient.get('/game/list', GameListCheck, {
    query: { category } satisfies z.input<typeof GameListQuerySchema>,
    signal,
    silent: true,
  });
  return answer.data;
}

export function gameListQueryOptions(category: string) {
  return queryOptions({
    queryKey: ['games', 'list', category],
    queryFn: ({ signal }) => getGameList(category, signal),
    staleTime: 60_000,
  });
}

export function useGameList(category: string, enabled = true) {
  return useQuery({ ...gameListQueryOptions(category), enabled });
}
