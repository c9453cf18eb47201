import { PortalSubAgentPageSchema } from '@app/shared/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** `GET /api/agent-portal/sub-agents?parent_id&page`: agents directly below (20 a page). */
export function subAgentsQueryOptions(params: { page: number; parent_id?: string | undefined }) {
  return queryOptions({
    queryKey: ['portal', 'sub-agents', params],
    queryFn: async ({ signal }) =>
      (
        await apiClient.get('/sub-agents', PortalSubAgentPageSchema, {
          query: { ...params, per_page: 20 },
          signal,
          silent: true,
        })
      ).data,
    placeholderData: keepPreviousData,
  });
}

export function useSubAgents(params: { page: number; parent_id?: string | undefined }) {
  return useQuery(subAgentsQueryOptions(params));
}
