import { StaffMeSchema } from '@app/shared/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from './api-client';
import { useToken } from '../hooks/use-token';

export type StaffMe = z.infer<typeof StaffMeSchema>;

/** `GET /api/admin/me` → the signed-in staff member, role and permissions. */
export async function getMe(signal?: AbortSignal): Promise<StaffMe> {
  return (await apiClient.get('/me', StaffMeSchema, { signal, silent: true })).data;
}

export function meQueryOptions(token: string | null) {
  return queryOptions({
    // Keyed by token: another sign-in never shows the previous staff member's menu.
    queryKey: ['admin', 'me', token],
    queryFn: ({ signal }) => getMe(signal),
    enabled: token !== null,
    staleTime: 5 * 60_000,
  });
}

export function useMe() {
  const token = useToken();
  return useQuery(meQueryOptions(token));
}
