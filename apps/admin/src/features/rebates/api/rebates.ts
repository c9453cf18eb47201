import {
  AdminRebateDailyResponseSchema,
  AdminRebatePageResponseSchema,
  AdminRebateRerunResultSchema,
} from '@app/shared/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { definePagedList } from '../../../lib/paged-list';

/** `GET /api/admin/rebates`: rebate rows per member, day and platform (newest day first). */
export const rebatesList = definePagedList(['admin', 'rebates'], '/rebates', AdminRebatePageResponseSchema.shape.data);

const dailyKey = ['admin', 'rebates-daily'] as const;

/** `GET /api/admin/rebates/daily`: totals per site day (default the last 30 days). */
export function rebateDailyOptions(range: { from: string; to: string }) {
  return queryOptions({
    queryKey: [...dailyKey, range],
    queryFn: async ({ signal }) =>
      (
        await apiClient.get('/rebates/daily', AdminRebateDailyResponseSchema.shape.data, {
          query: { from: range.from || undefined, to: range.to || undefined },
          signal,
          silent: true,
        })
      ).data,
  });
}

export function useRebateDaily(range: { from: string; to: string }) {
  return useQuery(rebateDailyOptions(range));
}

/** `POST /api/admin/rebates/rerun { day }`: recomputes that day's accruals (idempotent, audited). */
export function rerunRebateDay(day: string) {
  return apiClient.post('/rebates/rerun', AdminRebateRerunResultSchema, { body: { day } });
}

export function useRerunRebateDay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rerunRebateDay,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['admin', 'rebates'] });
      await queryClient.invalidateQueries({ queryKey: dailyKey });
    },
  });
}
