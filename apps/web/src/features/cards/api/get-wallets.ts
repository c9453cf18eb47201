import { WalletInfoListSchema } from '@app/shared/contracts';
import type { WalletInfo } from '@app/shared/contracts';
import { isWalletProtocol, type WalletProtocol } from '@app/shared/validation';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { isRecord, readNumber, readText } from '../../../lib/read';

/** A wallet with the member's binding; `protocol` null when the wallet has none. */
export type Wallet = Omit<WalletInfo, 'protocol'> & { protocol: WalletProtocol | null };

export const walletsQueryKey = ['wallets'] as const;

export function readWallets(data: unknown): Wallet[] {
  if (!Array.isArray(data)) throw new Error('wallet list missing');
  return data.filter(isRecord).map((row) => {
    const protocol = readText(row, 'protocol').trim().toUpperCase();
    return {
      id: readNumber(row, 'id'),
      name: readText(row, 'name'),
      logo: readText(row, 'logo'),
      is_bind: readNumber(row, 'is_bind') === 1 ? 1 : 0,
      address: readText(row, 'address'),
      protocol: isWalletProtocol(protocol) ? protocol : null,
    };
  });
}

/** `POST /api/gerWalletInfo` → every wallet with the member's bound address (spec-1 §3). */
export async function getWallets(signal?: AbortSignal): Promise<Wallet[]> {
  const answer = await apiClient.post('/gerWalletInfo', WalletInfoListSchema, { signal });
  return readWallets(answer.data);
}

export const walletsQueryOptions = queryOptions({
  queryKey: walletsQueryKey,
  queryFn: ({ signal }) => getWallets(signal),
  staleTime: 0,
});

export function useWallets(enabled = true) {
  return useQuery({ ...walletsQueryOptions, enabled });
}
