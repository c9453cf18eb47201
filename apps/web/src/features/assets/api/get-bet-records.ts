import { BetRecordPageCheck } from '@app/shared/checks';
import type { BetRecordRequestSchema } from '@app/shared/contracts';
import { BetRecordSchema } from '@app/shared/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import { nextPageOf, readRecordPage, recordsQueryKey, type RecordDate, type RecordPage } from './read-page';

export type BetRecord = z.infer<typeof BetRecordSchema>;

export interface BetRecordsFilter {
  /** A platname, '' for all. */
  apiType: string;
  date: RecordDate;
}

/** `POST /api/betrecord { api_type, date, page }` → one Laravel page of bets. */
export async function getBetRecords(
  filter: BetRecordsFilter,
  page: number,
  signal?: AbortSignal,
): Promise<RecordPage<BetRecord>> {
  const answer = await apiClient.post('/betrecord', BetRecordPageCheck, {
    body: { api_type: filter.apiType, date: filter.date, page } satisfies z.input<typeof BetRecordRequestSchema>,
    signal,
  });
  return readRecordPage(answer.data, (row) => BetRecordSchema.parse(row));
}

export function betRecordsQueryOptions(filter: BetRecordsFilter, enabled = true) {
  return infiniteQueryOptions({
    queryKey: [...recordsQueryKey, 'bet', filter.apiType, filter.date],
    queryFn: ({ pageParam, signal }) => getBetRecords(filter, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    staleTime: 0,
    enabled,
  });
}

export function useBetRecords(filter: BetRecordsFilter, enabled: boolean) {
  return useInfiniteQuery(betRecordsQueryOptions(filter, enabled));
}
