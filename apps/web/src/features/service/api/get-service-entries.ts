import { ServiceEntriesCheck } from '@app/shared/checks';
import type { ServiceEntry } from '@app/shared/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export type { ServiceEntry };

/** `GET /api/getKefu` → the customer-service entries, pinned first (spec-1 §3). */
export async function getServiceEntries(signal?: AbortSignal): Promise<ServiceEntry[]> {
  const answer = await apiClient.get('/getKefu', ServiceEntriesCheck, { signal });
  return answer.data;
}

export const serviceEntriesQueryOptions = queryOptions({
  queryKey: ['service-entries'],
  queryFn: ({ signal }) => getServiceEntries(signal),
  staleTime: 5 * 60_000,
});

export function useServiceEntries() {
  return useQuery(serviceEntriesQueryOptions);
}
