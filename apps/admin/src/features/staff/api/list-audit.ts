import { AuditPageResponseSchema } from '@app/shared/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { ListParams } from '../../../lib/list-params';

const PageSchema = AuditPageResponseSchema.shape.data;
export const AUDIT_PATH = '/audit';

/** `GET /api/admin/audit`: staff actions, newest first (or oldest first), by staff, action, target and days. */
export async function listAudit(params: ListParams, signal?: AbortSignal) {
  return (await apiClient.get(AUDIT_PATH, PageSchema, { query: params, signal, silent: true })).data;
}

export function useAudit(params: ListParams) {
  return useQuery(
    queryOptions({
      queryKey: ['admin', 'audit', params],
      queryFn: ({ signal }) => listAudit(params, signal),
      placeholderData: keepPreviousData,
    }),
  );
}
