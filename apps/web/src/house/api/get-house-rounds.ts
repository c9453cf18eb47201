import type { z } from 'zod';
import type { HouseRoundsQuerySchema } from '@app/shared/contracts';
import { HouseRoundsSchema } from '@app/shared/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';
import { nextPageOf, type HouseRound, type Page } from './read-house';

export const houseRoundsQueryKey = ['house', 'rounds'] as const;

/** `GET /api/house/rounds?game=&page=` → the member's rounds, newest first (20 a page). */
export async function getHouseRounds(game: string, page: number, signal?: AbortSignal): Promise<Page<HouseRound>> {
  const answer = await apiClient.get('/house/rounds', HouseRoundsSchema, {
    query: { game, page } satisfies z.input<typeof HouseRoundsQuerySchema>,
    signal,
    silent: true,
  });
  return answer.data;
}

export function houseRoundsQueryOptions(game: string) {
  return infiniteQueryOptions({
    queryKey: [...houseRoundsQueryKey, game],
    queryFn: ({ pageParam, signal }) => getHouseRounds(game, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    staleTime: 0,
  });
}

export function useHouseRounds(game: string, enabled: boolean) {
  return useInfiniteQuery({ ...houseRoundsQueryOptions(game), enabled });
}
