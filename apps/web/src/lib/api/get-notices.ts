import { NoticePageSchema } from '@app/shared/contracts';
import type { Notice, NoticeUnread } from '@app/shared/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../api-client';
import { isRecord, readNumber, readText } from '../read';
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

export function readNotice(row: Record<string, unknown>): Notice {
  return {
    id: readNumber(row, 'id'),
    title: readText(row, 'title'),
    content: readText(row, 'content'),
    created_at: readText(row, 'created_at'),
    type: readNumber(row, 'type'),
    is_read: readNumber(row, 'is_read') === 1 ? 1 : 0,
  };
}

export function readUnread(value: unknown): NoticeUnread {
  const source = isRecord(value) ? value : {};
  return {
    1: readNumber(source, '1'),
    2: readNumber(source, '2'),
    3: readNumber(source, '3'),
    4: readNumber(source, '4'),
    total: readNumber(source, 'total'),
  };
}

export function readNoticeList(data: unknown): NoticeList {
  if (!isRecord(data) || !Array.isArray(data.data)) throw new Error('notice list missing');
  return { notices: data.data.filter(isRecord).map(readNotice), unread: readUnread(data.unread) };
}

/**
 * `POST /api/noticeList` { page: 1, limit: 999 } → every message with the unread counts. The counts
 * are kept under 'messageNum' for the home badge (spec-2 §6).
 */
export async function getNotices(signal?: AbortSignal): Promise<NoticeList> {
  const answer = await apiClient.post('/noticeList', NoticePageSchema, {
    body: { page: 1, limit: NOTICE_LIST_LIMIT },
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
