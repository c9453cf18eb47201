import { AdminAdjustmentPageResponseSchema } from '@app/shared/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { ListParams } from '../../../lib/list-params';

export const ADJUSTMENTS_PATH = '/adjustments';
const PageSchema = AdminAdjustmentPageResponseSchema.shape.data;

/** `GET /api/admin/adjustments` (state 0 waiting for a second approver, 1 applied, 2 rejected). */
export async function listAdjustments(params: ListParams, signal?: AbortSignal) {
  return (await apiClient.get(ADJUSTMENTS_PATH, PageSchema, { query: params, signal, silent: true })).data;
}

export function useAdjustments(params: ListParams) {
  return useQuery(
    queryOptions({
      queryKey: ['admin', 'adjustments', params],
      queryFn: ({ signal }) => listAdjustments(params, signal),
      placeholderData: keepPreviousData,
    }),
  );
}
