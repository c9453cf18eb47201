import { PortalStatementPageSchema } from '@app/shared/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** `GET /api/agent-portal/statements?page`: the agent's commission statements, newest first. */
export function statementsQueryOptions(page: number) {
  return queryOptions({
    queryKey: ['portal', 'statements', page],
    queryFn: async ({ signal }) =>
      (
        await apiClient.get('/statements', PortalStatementPageSchema, {
          query: { page, per_page: 20 },
          signal,
          silent: true,
        })
      ).data,
    placeholderData: keepPreviousData,
  });
}

export function useStatements(page: number) {
  return useQuery(statementsQueryOptions(page));
}
