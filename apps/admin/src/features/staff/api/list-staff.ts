import { StaffListResponseSchema } from '@app/shared/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export const staffQueryKey = ['admin', 'staff'] as const;

/** `GET /api/admin/staff`: every staff account (a short list, not paged by the server). */
export async function listStaff(signal?: AbortSignal) {
  return (await apiClient.get('/staff', StaffListResponseSchema.shape.data, { signal, silent: true })).data;
}

export function useStaffList() {
  return useQuery(queryOptions({ queryKey: staffQueryKey, queryFn: ({ signal }) => listStaff(signal) }));
}
