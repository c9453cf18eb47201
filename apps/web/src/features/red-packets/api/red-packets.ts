import { RedPacketDataCheck, RedPacketGrabCheck, RedPacketPageCheck, RedPacketSummaryCheck } from '@app/shared/checks';
import type { RedPacketListRequestSchema } from '@app/shared/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client';

/** Every red-packet answer: a grab marks them all stale. */
export const redPacketsQueryKey = ['red-packets'] as const;

/**
 * `GET /api/userredpacket` without page (hongbao): grabs left and received today, max_times, the
 * rule table and today's window (server clock). Silent: the page shows a refusal (红包已关闭) itself.
 */
export function redPacketDataQueryOptions() {
  return queryOptions({
    queryKey: [...redPacketsQueryKey, 'data'],
    queryFn: async ({ signal }) =>
      (await apiClient.get('/userredpacket', RedPacketDataCheck, { signal, silent: true })).data,
    staleTime: 0,
  });
}

export function useRedPacketData() {
  return useQuery(redPacketDataQueryOptions());
}

/** `GET /api/userredpacket?page=1` (welfare): grabs left and received today. */
export function useRedPacketSummary() {
  return useQuery({
    queryKey: [...redPacketsQueryKey, 'summary'],
    queryFn: async ({ signal }) =>
      (await apiClient.get('/userredpacket', RedPacketSummaryCheck, { query: { page: 1 }, signal, silent: true })).data,
    staleTime: 0,
  });
}

/** `POST /api/redpacket { page }`: the member's packets, 10 per page (spec-2 §9). */
export function useRedPacketRecords(page: number) {
  return useQuery({
    queryKey: [...redPacketsQueryKey, 'records', page],
    queryFn: async ({ signal }) =>
      (
        await apiClient.post('/redpacket', RedPacketPageCheck, {
          body: { page } satisfies z.input<typeof RedPacketListRequestSchema>,
          signal,
          silent: true,
        })
      ).data,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** `POST /api/douserredpacket` → the amount won ('12.34'). Silent: the page shows every result in its popup. */
export async function grabRedPacket(): Promise<string> {
  const answer = await apiClient.post('/douserredpacket', RedPacketGrabCheck, { body: {}, silent: true });
  return answer.data.redpacketmoney;
}
