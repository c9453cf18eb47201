import { AgentApplicationStatusCheck } from '@app/shared/checks';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export const agentApplicationQueryKey = ['agent-application'] as const;

/**
 * `GET /api/agent-application` (our own call, decision 0028): the member's agent flag, whether a phone
 * is bound, and the latest application (state 0 待审核, 1 通过, 2 拒绝 with the reason) or null.
 */
export async function getAgentApplication(signal?: AbortSignal) {
  return (await apiClient.get('/agent-application', AgentApplicationStatusCheck, { signal, silent: true })).data;
}

export const agentApplicationQueryOptions = () =>
  queryOptions({
    queryKey: agentApplicationQueryKey,
    queryFn: ({ signal }) => getAgentApplication(signal),
    staleTime: 0,
    // A pending application may be reviewed while the member looks elsewhere.
    refetchOnWindowFocus: true,
  });

export function useAgentApplication() {
  return useQuery(agentApplicationQueryOptions());
}
