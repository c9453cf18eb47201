import { BetRecordPageSchema } from '@app/shared/contracts';
import type { BetRecordSchema } from '@app/shared/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import { readNumber, readText } from '../../../lib/read';
import { nextPageOf, readRecordPage, recordsQueryKey, type RecordDate, type RecordPage } from './read-page';

export type BetRecord = z.infer<typeof BetRecordSchema>;

export interface BetRecordsFilter {
  /** A platname, '' for all. */
  apiType: string;
  date: RecordDate;
}

function readBetRecord(row: Record<string, unknown>): BetRecord {
  return {
    bet_amount: readText(row, 'bet_amount', '0.00'),
    valid_amount: readText(row, 'valid_amount', '0.00'),
    bet_time: readText(row, 'bet_time'),
    Code: readText(row, 'Code'),
    game_name: readText(row, 'game_name'),
    platname: readText(row, 'platname'),
    win_loss: readText(row, 'win_loss', '0.00'),
    bet_id: readText(row, 'bet_id'),
    state: readNumber(row, 'state', -1),
  };
}

/** `POST /api/betrecord { api_type, date, page }` → one Laravel page of bets. */
export async function getBetRecords(
  filter: BetRecordsFilter,
  page: number,
  signal?: AbortSignal,
): Promise<RecordPage<BetRecord>> {
  const answer = await apiClient.post('/betrecord', BetRecordPageSchema, {
    body: { api_type: filter.apiType, date: filter.date, page },
    signal,
  });
  return readRecordPage(answer.data, readBetRecord);
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
