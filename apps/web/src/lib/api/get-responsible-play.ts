import { ResponsiblePlayStateCheck } from '@app/shared/checks';
import type { ResponsiblePlayState } from '@app/shared/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../api-client';

export type { ResponsiblePlayState };

export const responsiblePlayQueryKey = ['responsible-play'] as const;

/** `GET /api/responsible-play`: limits in force, pending increases, time-out / exclusion, reality check. */
export async function getResponsiblePlay(signal?: AbortSignal): Promise<ResponsiblePlayState> {
  const answer = await apiClient.get('/responsible-play', ResponsiblePlayStateCheck, { signal });
  return answer.data;
}

export function useResponsiblePlay(enabled = true) {
  return useQuery({ queryKey: responsiblePlayQueryKey, queryFn: ({ signal }) => getResponsiblePlay(signal), enabled });
}
