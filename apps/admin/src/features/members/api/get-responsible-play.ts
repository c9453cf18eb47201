import { AdminResponsiblePlaySchema, type ResponsiblePlayState } from '@app/shared/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client';

export type AdminResponsiblePlay = z.infer<typeof AdminResponsiblePlaySchema>;
export type { ResponsiblePlayState };

export const responsiblePlayQueryKey = (id: string) => ['admin', 'member', id, 'responsible-play'] as const;

/** `GET /api/admin/members/:id/responsible-play?page=`: limits, restriction and a page of the history. */
export async function getResponsiblePlay(id: string, page: number, signal?: AbortSignal) {
  const answer = await apiClient.get(
    `/members/${encodeURIComponent(id)}/responsible-play`,
    AdminResponsiblePlaySchema,
    {
      query: { page },
      signal,
      silent: true,
    },
  );
  return answer.data;
}

export function useResponsiblePlay(id: string, page: number) {
  return useQuery({
    queryKey: [...responsiblePlayQueryKey(id), page],
    queryFn: ({ signal }) => getResponsiblePlay(id, page, signal),
    placeholderData: keepPreviousData,
  });
}
