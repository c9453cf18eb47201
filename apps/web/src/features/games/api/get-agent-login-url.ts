import { UrlCheck } from '@app/shared/checks';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** `GET /api/getAgentLoginUrl` → `data.url`, opened in a frame by /gamePage?dailiD=1 (spec-2 §2). */
export async function getAgentLoginUrl(signal?: AbortSignal): Promise<string> {
  // Silent: the page shows the refusal ('您还不是代理…') in its error state.
  const answer = await apiClient.get('/getAgentLoginUrl', UrlCheck, { signal, silent: true });
  const url = answer.data.url;
  if (!url) throw new Error('agent login url missing');
  return url;
}

export const agentLoginUrlQueryOptions = queryOptions({
  queryKey: ['games', 'agent-login-url'],
  queryFn: ({ signal }) => getAgentLoginUrl(signal),
  // The address holds a single-use ticket (decision 0030): every visit asks for a fresh one.
  staleTime: 0,
  gcTime: 0,
  retry: false,
});

export function useAgentLoginUrl(enabled: boolean) {
  return useQuery({ ...agentLoginUrlQueryOptions, enabled });
}
