import { WalletInfoListCheck } from '@app/shared/checks';
import type { WalletInfo } from '@app/shared/contracts';
import { isWalletProtocol, type WalletProtocol } from '@app/shared/validation';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** A wallet with the member's binding; `protocol` null when the wallet has none. */
export type Wallet = Omit<WalletInfo, 'protocol'> & { protocol: WalletProtocol | null };

export const walletsQueryKey = ['wallets'] as const;

/** The wallets with a known protocol upper-cased ('trc20' → 'TRC20'), null for none. */
export function readWallets(data: unknown): Wallet[] {
  return WalletInfoListCheck.parse(data).map((wallet) => {
    const protocol = wallet.protocol.trim().toUpperCase();
    return { ...wallet, protocol: isWalletProtocol(protocol) ? protocol : null };
  });
}

/** `POST /api/gerWalletInfo` → every wallet with the member's bound address (spec-1 §3). */
export async function getWallets(signal?: AbortSignal): Promise<Wallet[]> {
  const answer = await apiClient.post('/gerWalletInfo', WalletInfoListCheck, { signal });
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
