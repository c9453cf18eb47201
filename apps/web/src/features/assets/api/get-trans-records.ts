import { TransRecordPageCheck } from '@app/shared/checks';
import type { TransRecordRequestSchema } from '@app/shared/contracts';
import { TransRecordSchema } from '@app/shared/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import { nextPageOf, readRecordPage, recordsQueryKey, type RecordDate, type RecordPage } from './read-page';

export type TransRecord = z.infer<typeof TransRecordSchema>;

/** `gettransrecord` type: 1 deposit, 2 withdraw, 3 transfer-in, 4 transfer-out (spec-2 §7). */
export type TransRecordType = 1 | 2 | 3 | 4;

export interface TransRecordsFilter {
  type: TransRecordType;
  /** A platname for transfers, '' for all. */
  apiType: string;
  date: RecordDate;
}

/** `POST /api/gettransrecord { type, api_type, date, page }` → one Laravel page of records. */
export async function getTransRecords(
  filter: TransRecordsFilter,
  page: number,
  signal?: AbortSignal,
): Promise<RecordPage<TransRecord>> {
  const answer = await apiClient.post('/gettransrecord', TransRecordPageCheck, {
    body: {
      type: filter.type,
      api_type: filter.apiType,
      date: filter.date,
      page,
    } satisfies z.input<typeof TransRecordRequestSchema>,
    signal,
  });
  return readRecordPage(answer.data, (row) => TransRecordSchema.parse(row));
}

export function transRecordsQueryOptions(filter: TransRecordsFilter, enabled = true) {
  return infiniteQueryOptions({
    queryKey: [...recordsQueryKey, 'trans', filter.type, filter.apiType, filter.date],
    queryFn: ({ pageParam, signal }) => getTransRecords(filter, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    staleTime: 0,
    enabled,
  });
}

export function useTransRecords(filter: TransRecordsFilter, enabled: boolean) {
  return useInfiniteQuery(transRecordsQueryOptions(filter, enabled));
}
