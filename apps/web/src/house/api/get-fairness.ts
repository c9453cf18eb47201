import { FairnessSchema } from '@app/shared/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';
import type { ActiveSeed, RevealedSeed } from './read-house';

export interface Fairness extends ActiveSeed {
  /** Rotated-out pairs, newest first, with their revealed server seeds. */
  previous: RevealedSeed[];
}

export const fairnessQueryKey = ['house', 'fairness'] as const;

/** `GET /api/house/fairness` → the active seed pair (hash, client seed, next nonce) and revealed pairs. */
export async function getFairness(signal?: AbortSignal): Promise<Fairness> {
  const answer = await apiClient.get('/house/fairness', FairnessSchema, { signal, silent: true });
  return answer.data;
}

export const fairnessQueryOptions = queryOptions({
  queryKey: fairnessQueryKey,
  queryFn: ({ signal }) => getFairness(signal),
  staleTime: 0,
});

export function useFairness(enabled: boolean) {
  return useQuery({ ...fairnessQueryOptions, enabled });
}
