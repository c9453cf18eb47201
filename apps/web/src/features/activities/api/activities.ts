import {
  ActivityApplyLogPageCheck,
  ActivityDetailCheck,
  ActivityListCheck,
  ActivityTypeListCheck,
  EmptyCheck,
} from '@app/shared/checks';
import type {
  ActivityApplyLogRequestSchema,
  ActivityApplyRequestSchema,
  ActivityDetailRequestSchema,
  ActivityListRequestSchema,
} from '@app/shared/contracts';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client';

/** Every activity answer: an application marks the records stale. */
export const activitiesQueryKey = ['activities'] as const;

/** `POST /api/activitytype` → the type tabs after 全部优惠 (spec-2 §2). */
export function useActivityTypes() {
  return useQuery({
    queryKey: [...activitiesQueryKey, 'types'],
    queryFn: async ({ signal }) =>
      (await apiClient.post('/activitytype', ActivityTypeListCheck, { body: { type: 1 }, signal, silent: true })).data,
  });
}

/** `POST /api/activitylist { type }` (-1 = 全部优惠) → `data.data`, the banner cards. */
export function useActivityList(type: number) {
  return useQuery({
    queryKey: [...activitiesQueryKey, 'list', type],
    queryFn: async ({ signal }) =>
      (
        await apiClient.post('/activitylist', ActivityListCheck, {
          body: { type } satisfies z.input<typeof ActivityListRequestSchema>,
          signal,
          silent: true,
        })
      ).data.data,
  });
}

/** `POST /api/activitydeatil { id }` (the spec's spelling). Silent: the page shows 活动不存在 itself. */
export function useActivityDetail(id: string) {
  return useQuery({
    queryKey: [...activitiesQueryKey, 'detail', id],
    queryFn: async ({ signal }) =>
      (
        await apiClient.post('/activitydeatil', ActivityDetailCheck, {
          body: { id } satisfies z.input<typeof ActivityDetailRequestSchema>,
          signal,
          silent: true,
        })
      ).data,
    enabled: /^\d{1,18}$/.test(id),
    retry: false,
  });
}

/** `POST /api/activityApplyLog { page: 1, limit: 999 }` (spec-2 §9): the member's applications. */
export function useApplyLog() {
  return useQuery({
    queryKey: [...activitiesQueryKey, 'apply-log'],
    queryFn: async ({ signal }) =>
      (
        await apiClient.post('/activityApplyLog', ActivityApplyLogPageCheck, {
          body: { page: 1, limit: 999 } satisfies z.input<typeof ActivityApplyLogRequestSchema>,
          signal,
          silent: true,
        })
      ).data.data,
    staleTime: 0,
  });
}

/** `POST /api/doactivityapply { activityid }` → the server's message (success or refusal, shown by the caller). */
export async function applyForActivity(activityId: number): Promise<string> {
  const answer = await apiClient.post('/doactivityapply', EmptyCheck, {
    body: { activityid: activityId } satisfies z.input<typeof ActivityApplyRequestSchema>,
    silent: true,
  });
  return answer.message;
}
