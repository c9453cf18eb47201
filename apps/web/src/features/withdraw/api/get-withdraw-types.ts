import { WithdrawTypesCheck } from '@app/shared/checks';
import type { BankCard, WithdrawTypeEntry } from '@app/shared/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { withdrawTypesQueryKey } from '../../../lib/query-keys';
import { apiClient } from '../../../lib/api-client';

export type { BankCard };
export type BankWithdrawType = Extract<WithdrawTypeEntry, { type: 1 }>;
export type WalletWithdrawType = Extract<WithdrawTypeEntry, { type: 2 }>;

/** The withdraw screen's choices: the bank entry (null when the bank channel is off) and the wallets. */
export interface WithdrawTypes {
  bank: BankWithdrawType | null;
  wallets: WalletWithdrawType[];
}

/** Splits the answer: the bank entry (with the member's cards) and the wallet channels. */
export function readWithdrawTypes(data: unknown): WithdrawTypes {
  const result: WithdrawTypes = { bank: null, wallets: [] };
  for (const entry of WithdrawTypesCheck.parse(data)) {
    if (entry.type === 1) result.bank ??= entry;
    else result.wallets.push(entry);
  }
  return result;
}

/** `POST /api/gerWithdrawType` → the bank entry with the member's cards, then every wallet channel. */
export async function getWithdrawTypes(signal?: AbortSignal): Promise<WithdrawTypes> {
  const answer = await apiClient.post('/gerWithdrawType', WithdrawTypesCheck, { signal });
  return readWithdrawTypes(answer.data);
}

export { withdrawTypesQueryKey };

export function withdrawTypesQueryOptions() {
  return queryOptions({
    queryKey: withdrawTypesQueryKey,
    queryFn: ({ signal }) => getWithdrawTypes(signal),
    // Cards and bound addresses change on other pages: read them again on every visit.
    staleTime: 0,
  });
}

export function useWithdrawTypes(enabled: boolean) {
  return useQuery({ ...withdrawTypesQueryOptions(), enabled });
}
