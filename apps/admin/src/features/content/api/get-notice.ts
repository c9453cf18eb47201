import { AdminNoticeSchema, type AdminNotice } from '@app/shared/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { contentListKey } from './content-lists';

/** `GET /api/admin/notices/:id`: one notice with its (sanitised) content, for the edit form. */
export async function getNotice(id: number, signal?: AbortSignal): Promise<AdminNotice> {
  return (await apiClient.get(`/notices/${id}`, AdminNoticeSchema, { signal, silent: true })).data;
}

export function useNotice(id: number | undefined) {
  return useQuery(
    queryOptions({
      queryKey: [...contentListKey('notices'), 'detail', id],
      queryFn: ({ signal }) => getNotice(id ?? 0, signal),
      enabled: id !== undefined,
      staleTime: 0,
    }),
  );
}
