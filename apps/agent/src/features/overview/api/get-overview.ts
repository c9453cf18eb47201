import { PortalOverviewSchema } from '@app/shared/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** `GET /api/agent-portal/overview?from&to`: the team at a glance. */
export function overviewQueryOptions(range: { from: string; to: string }) {
  return queryOptions({
    queryKey: ['portal', 'overview', range],
    queryFn: async ({ signal }) =>
      (await apiClient.get('/overview', PortalOverviewSchema, { query: range, signal, silent: true })).data,
    placeholderData: keepPreviousData,
  });
}

export function useOverview(range: { from: string; to: string }) {
  return useQuery(overviewQueryOptions(range));
}
