import { UrlCheck } from '@app/shared/checks';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../api-client';

/** `POST /api/getservicerurl` → `data.url`, the address /kefu loads in its frame (spec-2 §2). */
export async function getServiceUrl(signal?: AbortSignal): Promise<string> {
  const answer = await apiClient.post('/getservicerurl', UrlCheck, { signal });
  const url = answer.data.url;
  if (!url) throw new Error('service url missing');
  return url;
}

export const serviceUrlQueryOptions = queryOptions({
  queryKey: ['service-url'],
  queryFn: ({ signal }) => getServiceUrl(signal),
  staleTime: 5 * 60_000,
});

export function useServiceUrl() {
  return useQuery(serviceUrlQueryOptions);
}
