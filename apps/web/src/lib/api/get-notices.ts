import type { NoticeListRequestSchema } from '@app/shared/contracts';
import { NoticePageSchema, NoticeSchema, NoticeUnreadSchema } from '@app/shared/contracts';
import { z } from 'zod';
import type { Notice, NoticeUnread } from '@app/shared/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../api-client';
import { writeJson, storageKeys } from '../storage';

export type { Notice, NoticeUnread };

/** One call brings every message of every tab (spec-1 §9: limit 999 per call). */
export const NOTICE_LIST_LIMIT = 999;

export interface NoticeList {
  notices: Notice[];
  /** Unread counts per type and in all (tab red dots, the home badge). */
  unread: NoticeUnread;
}

export const noticesQueryKey = ['notices'] as const;

const count = z.coerce.number().int().catch(0);
const NoticeReadingSchema = NoticeSchema.extend({ id: z.coerce.number().int(), type: z.coerce.number().int() });
const NoticeListReadingSchema = z.object({
  data: z.array(z.unknown()),
  unread: NoticeUnreadSchema.extend({ 1: count, 2: count, 3: count, 4: count, total: count }).catch({
    1: 0,
    2: 0,
    3: 0,
    4: 0,
    total: 0,
  }),
});

/**
 * The list as the pages use it. Read leniently on top of the contract (numeric strings counted,
 * malformed rows dropped, no counts for a visitor): the red dots never break the message pages.
 */
export function readNoticeList(data: unknown): NoticeList {
  const page = NoticeListReadingSchema.parse(data);
  const notices = page.data.flatMap((row) => {
    const notice = NoticeReadingSchema.safeParse(row);
    return notice.success ? [notice.data] : [];
  });
  return { notices, unread: page.unread };
}

/**
 * `POST /api/noticeList` { page: 1, limit: 999 } → every message with the unread counts. The counts
 * are kept under 'messageNum' for the home badge (spec-2 §6).
 */
export async function getNotices(signal?: AbortSignal): Promise<NoticeList> {
  const answer = await apiClient.post('/noticeList', NoticePageSchema, {
    body: { page: 1, limit: NOTICE_LIST_LIMIT } satisfies z.input<typeof NoticeListRequestSchema>,
    signal,
  });
  const list = readNoticeList(answer.data);
  writeJson('local', storageKeys.messageNum, list.unread);
  return list;
}

export const noticesQueryOptions = queryOptions({
  queryKey: noticesQueryKey,
  queryFn: ({ signal }) => getNotices(signal),
  // Read marks change when a message is opened: always read again on return.
  staleTime: 0,
});

/** The list is loaded only when logged in (spec-1 §2, §6). */
export function useNotices(isLoggedIn: boolean) {
  return useQuery({ ...noticesQueryOptions, enabled: isLoggedIn });
}
