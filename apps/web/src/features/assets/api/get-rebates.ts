import { RebateClaimCheck, RebatePageCheck } from '@app/shared/checks';
import type { RebateRecordRequestSchema } from '@app/shared/contracts';
import { RebateRecordSchema } from '@app/shared/contracts';
import { infiniteQueryOptions, useInfiniteQuery, useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import { nextPageOf, readRecordPage, recordsQueryKey, type RecordDate, type RecordPage } from './read-page';

export type RebateRecord = z.infer<typeof RebateRecordSchema>;

/** One page of the rebate tab with the member's totals (spec-2 §3 rebate summary). */
export interface RebatePage extends RecordPage<RebateRecord> {
  /** Total claimed so far. */
  jisuan: string;
  /** What a claim pays now. */
  nojisuan: string;
}

export interface RebatesFilter {
  /** A platname, '' for all. */
  apiType: string;
  date: RecordDate;
}

/** `POST /api/getfanshui { api_type, date, page, type: '' }` → data.list (a page), data.jisuan, data.nojisuan. */
export async function getRebates(filter: RebatesFilter, page: number, signal?: AbortSignal): Promise<RebatePage> {
  const answer = await apiClient.post('/getfanshui', RebatePageCheck, {
    body: { api_type: filter.apiType, date: filter.date, page, type: '' } satisfies z.input<
      typeof RebateRecordRequestSchema
    >,
    signal,
  });
  return {
    ...readRecordPage(answer.data.list, (row) => RebateRecordSchema.parse(row)),
    jisuan: answer.data.jisuan,
    nojisuan: answer.data.nojisuan,
  };
}

/** Under the records key: a money move marks the rebate tab stale too. */
export const rebatesQueryKey = [...recordsQueryKey, 'rebate'] as const;

export function rebatesQueryOptions(filter: RebatesFilter, enabled = true) {
  return infiniteQueryOptions({
    queryKey: [...rebatesQueryKey, filter.apiType, filter.date],
    queryFn: ({ pageParam, signal }) => getRebates(filter, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    staleTime: 0,
    enabled,
  });
}

export function useRebates(filter: RebatesFilter, enabled: boolean) {
  return useInfiniteQuery(rebatesQueryOptions(filter, enabled));
}

/** `POST /api/dofanshui` → the server's message ('领取成功，返水 x 元已到账'); a refusal is toasted by the api client. */
export async function claimRebates(): Promise<{ message: string; money: string }> {
  const answer = await apiClient.post('/dofanshui', RebateClaimCheck, {});
  return { message: answer.message, money: answer.data.money };
}

export function useClaimRebates() {
  return useMutation({ mutationFn: claimRebates });
}
