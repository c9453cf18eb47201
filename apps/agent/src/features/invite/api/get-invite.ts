import { PortalInviteSchema } from '@app/shared/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** `GET /api/agent-portal/invite`: the invite link and its QR code (SVG). */
export const inviteQueryOptions = queryOptions({
  queryKey: ['portal', 'invite'],
  queryFn: async ({ signal }) => (await apiClient.get('/invite', PortalInviteSchema, { signal, silent: true })).data,
  staleTime: Infinity,
});

export function useInvite() {
  return useQuery(inviteQueryOptions);
}
