import { NoticeCheck, NoticePageCheck } from '@app/shared/checks';
import type { NoticeListRequestSchema } from '@app/shared/contracts';
import type { z } from 'zod';
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

/** A count as a number; a numeric string is read as its number, anything else as 0. */
function count(value: unknown): number {
  const number = Number(value);
  return Number.isSafeInteger(number) ? number : 0;
}

function readUnread(value: unknown): NoticeUnread {
  const unread =
    typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  return {
    1: count(unread[1]),
    2: count(unread[2]),
    3: count(unread[3]),
    4: count(unread[4]),
    total: count(unread.total),
  };
}

/**
 * The list as the pages use it. Read leniently on top of the contract (numeric strings counted,
 * malformed rows dropped, no counts for a visitor): the red dots never break the message pages.
 */
export function readNoticeList(data: unknown): NoticeList {
  const page = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  if (!Array.isArray(page.data)) throw new Error('notice list without rows');
  const notices = page.data.flatMap((row: unknown) => {
    // Ids and types sent as numeric strings are read as numbers.
    const reading =
      typeof row === 'object' && row !== null
        ? { ...row, id: Number((row as Notice).id), type: Number((row as Notice).type) }
        : row;
    const notice = NoticeCheck.safeParse(reading);
    return notice.success ? [notice.data] : [];
  });
  return { notices, unread: readUnread(page.unread) };
}

/**
 * `POST /api/noticeList` { page: 1, limit: 999 } → every message with the unread counts. The counts
 * are kept under 'messageNum' for the home badge (spec-2 §6).
 */
export async function getNotices(signal?: AbortSignal): Promise<NoticeList> {
  const answer = await apiClient.post('/noticeList', NoticePageCheck, {
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
