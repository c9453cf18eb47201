import { GameListByCodeCheck } from '@app/shared/checks';
import type { GameListByCodeRequestSchema } from '@app/shared/contracts';
import type { ProviderGameSchema } from '@app/shared/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client';

export type ProviderGame = z.infer<typeof ProviderGameSchema>;

/** `POST /api/gamelistBycode { gamecode }` → a provider's games (the hidden provider tabs of /games). */
export async function getProviderGames(gameCode: string, signal?: AbortSignal): Promise<ProviderGame[]> {
  const answer = await apiClient.post('/gamelistBycode', GameListByCodeCheck, {
    body: { gamecode: gameCode } satisfies z.input<typeof GameListByCodeRequestSchema>,
    signal,
    silent: true,
  });
  return answer.data;
}

export function providerGamesQueryOptions(gameCode: string) {
  return queryOptions({
    queryKey: ['games', 'provider', gameCode],
    queryFn: ({ signal }) => getProviderGames(gameCode, signal),
    staleTime: 60_000,
  });
}

export function useProviderGames(gameCode: string, enabled = true) {
  return useQuery({ ...providerGamesQueryOptions(gameCode), enabled });
}
