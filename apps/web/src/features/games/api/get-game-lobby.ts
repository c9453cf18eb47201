import { GameLobbySchema } from '@app/shared/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import {
  readGame,
  readLobbyCategoryTab,
  readRows,
  type Game,
  type LobbyCategoryTab,
} from '../../../lib/read-catalogue';

export interface GameLobby {
  /** The category tabs (with images); `is_current` marks the requested one. */
  siblings: LobbyCategoryTab[];
  games: Game[];
}

/** `POST /api/gameLobby { category_id }` → `data.siblings` (tabs) and `data.games` (spec-2 §7). */
export async function getGameLobby(categoryId: string, signal?: AbortSignal): Promise<GameLobby> {
  const answer = await apiClient.post('/gameLobby', GameLobbySchema, {
    body: { category_id: categoryId },
    signal,
    silent: true,
  });
  return {
    siblings: readRows(answer.data, 'siblings').map(readLobbyCategoryTab),
    games: readRows(answer.data, 'games').map(readGame),
  };
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
