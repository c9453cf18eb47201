import { GameLobbyCheck } from '@app/shared/checks';
import type { z } from 'zod';
import type { GameLobbyRequestSchema } from '@app/shared/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { Game, LobbyCategoryTab } from '@app/shared/contracts';

export interface GameLobby {
  /** The category tabs (with images); `is_current` marks the requested one. */
  siblings: LobbyCategoryTab[];
  games: Game[];
}

/** `POST /api/gameLobby { category_id }` → `data.siblings` (tabs) and `data.games` (spec-2 §7). */
export async function getGameLobby(categoryId: string, signal?: AbortSignal): Promise<GameLobby> {
  const answer = await apiClient.post('/gameLobby', GameLobbyCheck, {
    body: { category_id: categoryId } satisfies z.input<typeof GameLobbyRequestSchema>,
    signal,
    silent: true,
  });
  return answer.data;
}

export function gameLobbyQueryOptions(categoryId: string) {
  return queryOptions({
    queryKey: ['games', 'lobby', categoryId],
    queryFn: ({ signal }) => getGameLobby(categoryId, signal),
    staleTime: 60_000,
  });
}

export function useGameLobby(categoryId: string) {
  return useQuery(gameLobbyQueryOptions(categoryId));
}
