import { ServiceEntriesSchema } from '@app/shared/contracts';
import type { ServiceEntry } from '@app/shared/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { isRecord, readNumber, readText } from '../../../lib/read';

export type { ServiceEntry };

export function readServiceEntries(data: unknown): ServiceEntry[] {
  if (!Array.isArray(data)) throw new Error('service entries missing');
  return data.filter(isRecord).map((row) => ({
    id: readNumber(row, 'id'),
    title: readText(row, 'title'),
    content: readText(row, 'content'),
    img: readText(row, 'img'),
    url: readText(row, 'url'),
    is_top: readNumber(row, 'is_top') === 1 ? 1 : 0,
    account: readText(row, 'account'),
    download_url: readText(row, 'download_url'),
    download_describe: readText(row, 'download_describe'),
  }));
}

/** `GET /api/getKefu` → the customer-service entries, pinned first (spec-1 §3). */
export async function getServiceEntries(signal?: AbortSignal): Promise<ServiceEntry[]> {
  const answer = await apiClient.get('/getKefu', ServiceEntriesSchema, { signal });
  return readServiceEntries(answer.data);
}

export const serviceEntriesQueryOptions = queryOptions({
  queryKey: ['service-entries'],
  queryFn: ({ signal }) => getServiceEntries(signal),
  staleTime: 5 * 60_000,
});

export function useServiceEntries() {
  return useQuery(serviceEntriesQueryOptions);
}
