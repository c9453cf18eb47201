import { SysBankListSchema } from '@app/shared/contracts';
import type { SysBank } from '@app/shared/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { isRecord, readNumber, readText } from '../../../lib/read';

export type { SysBank };

export function readSystemBanks(data: unknown): SysBank[] {
  if (!Array.isArray(data)) throw new Error('bank list missing');
  return data.filter(isRecord).map((row) => ({
    id: readNumber(row, 'id'),
    bank_name: readText(row, 'bank_name'),
    bank_img: readText(row, 'bank_img'),
  }));
}

/** `POST /api/gerSysBankInfo` → the banks a member chooses from when binding a card (spec-1 §3). */
export async function getSystemBanks(signal?: AbortSignal): Promise<SysBank[]> {
  const answer = await apiClient.post('/gerSysBankInfo', SysBankListSchema, { signal });
  return readSystemBanks(answer.data);
}

export const systemBanksQueryOptions = queryOptions({
  queryKey: ['system-banks'],
  queryFn: ({ signal }) => getSystemBanks(signal),
  // The bank list changes only when staff edit it.
  staleTime: 10 * 60_000,
});

export function useSystemBanks() {
  return useQuery(systemBanksQueryOptions);
}
