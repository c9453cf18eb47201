import { GameTypeListCheck } from '@app/shared/checks';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { GameTypeTab } from '@app/shared/contracts';

/** `GET /api/gameType` → the home game-type tabs, 推荐 first (spec-1 §2, §7). */
export async function getGameTypes(signal?: AbortSignal): Promise<GameTypeTab[]> {
  const answer = await apiClient.get('/gameType', GameTypeListCheck, { signal, silent: true });
  return answer.data;
}

export const gameTypesQueryOptions = queryOptions({
  queryKey: ['games', 'types'],
  queryFn: ({ signal }) => getGameTypes(signal),
  staleTime: 5 * 60_000,
});

export function useGameTypes() {
  return useQuery(gameTypesQueryOptions);
}
