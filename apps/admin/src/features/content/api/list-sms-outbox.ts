import { AdminSmsPageResponseSchema } from '@app/shared/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { ListParams } from '../../../lib/list-params';

export const SMS_PATH = '/sms-outbox';
const PageSchema = AdminSmsPageResponseSchema.shape.data;

/** `GET /api/admin/sms-outbox`: what the built-in SMS provider sent. */
export async function listSmsOutbox(params: ListParams, signal?: AbortSignal) {
  return (await apiClient.get(SMS_PATH, PageSchema, { query: params, signal, silent: true })).data;
}

export function useSmsOutbox(params: ListParams) {
  return useQuery(
    queryOptions({
      queryKey: ['admin', 'sms', params],
      queryFn: ({ signal }) => listSmsOutbox(params, signal),
      placeholderData: keepPreviousData,
    }),
  );
}
