import { AdminMemberProfileSchema, type AdminMemberProfile } from '@app/shared/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** `GET /api/admin/members/:id`: balances, VIP, turnover, cards, addresses, logins, notes, adjustments. */
export async function getMember(id: string, signal?: AbortSignal): Promise<AdminMemberProfile> {
  return (await apiClient.get(`/members/${encodeURIComponent(id)}`, AdminMemberProfileSchema, { signal, silent: true }))
    .data;
}

export const memberQueryKey = (id: string) => ['admin', 'member', id] as const;

export function memberQueryOptions(id: string) {
  return queryOptions({ queryKey: memberQueryKey(id), queryFn: ({ signal }) => getMember(id, signal) });
}

export function useMember(id: string) {
  return useQuery(memberQueryOptions(id));
}
