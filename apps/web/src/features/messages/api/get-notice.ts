import { NoticeCheck } from '@app/shared/checks';
import type { z } from 'zod';
import type { NoticeInfoRequestSchema } from '@app/shared/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { Notice } from '../../../lib/api/get-notices';

/** `POST /api/noticeInfo` { id } → one message; the server marks it read for a logged-in member. */
export async function getNotice(id: number, signal?: AbortSignal): Promise<Notice> {
  const answer = await apiClient.post('/noticeInfo', NoticeCheck, {
    body: { id } satisfies z.input<typeof NoticeInfoRequestSchema>,
    signal,
  });
  return answer.data;
}

export function noticeQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['notice', id],
    queryFn: ({ signal }) => getNotice(id, signal),
  });
}

export function useNotice(id: number | null) {
  return useQuery({ ...noticeQueryOptions(id ?? 0), enabled: id !== null });
}
