import { PortalStatementDetailSchema } from '@app/shared/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** `GET /api/agent-portal/statements/:id`: one statement and its lines. */
export function statementQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['portal', 'statement', id],
    queryFn: async ({ signal }) =>
      (
        await apiClient.get(`/statements/${encodeURIComponent(id)}`, PortalStatementDetailSchema, {
          signal,
          silent: true,
        })
      ).data,
  });
}

export function useStatement(id: string) {
  return useQuery(statementQueryOptions(id));
}
