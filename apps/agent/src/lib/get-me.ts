import { PortalAgentSchema } from '@app/shared/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from './api-client';

/** `GET /api/agent-portal/me`: the signed-in agent. */
export const meQueryOptions = queryOptions({
  queryKey: ['portal', 'me'],
  queryFn: async ({ signal }) => (await apiClient.get('/me', PortalAgentSchema, { signal, silent: true })).data,
  staleTime: 60_000,
});

export function useMe() {
  return useQuery(meQueryOptions);
}
