import { WithdrawTypesSchema } from '@app/shared/contracts';
import type { BankCard, WithdrawTypeEntry } from '@app/shared/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { withdrawTypesQueryKey } from '../../../lib/query-keys';
import { apiClient } from '../../../lib/api-client';
import { isRecord, readNumber, readText } from '../../../lib/read';

export type { BankCard };
export type BankWithdrawType = Extract<WithdrawTypeEntry, { type: 1 }>;
export type WalletWithdrawType = Extract<WithdrawTypeEntry, { type: 2 }>;

/** The withdraw screen's choices: the bank entry (null when the bank channel is off) and the wallets. */
export interface WithdrawTypes {
  bank: BankWithdrawType | null;
  wallets: WalletWithdrawType[];
}

function readCard(row: Record<string, unknown>): BankCard {
  return {
    id: readNumber(row, 'id'),
    bank_name: readText(row, 'bank_name'),
    branch: readText(row, 'branch'),
    card_number: readText(row, 'card_number'),
    bank_img: readText(row, 'bank_img'),
  };
}

function readWallet(row: Record<string, unknown>): WalletWithdrawType {
  return {
    type: 2,
    id: readNumber(row, 'id'),
    bank_id: readNumber(row, 'bank_id'),
    name: readText(row, 'name'),
    logo: readText(row, 'logo'),
    min_price: readText(row, 'min_price', '0.00'),
    max_price: readText(row, 'max_price', '0.00'),
    gift_info: readText(row, 'gift_info'),
    is_bind: readNumber(row, 'is_bind') === 1 ? 1 : 0,
    address: readText(row, 'address'),
    rate: readText(row, 'rate', '1.00'),
    withdraw_desc: readText(row, 'withdraw_desc'),
    fee: readText(row, 'fee', '0.00'),
  };
}

/** Splits the entries (spec-2 §3 withdraw type entry): type 1 the bank with its cards, type 2 each wallet. */
export function readWithdrawTypes(data: unknown): WithdrawTypes {
  if (!Array.isArray(data)) throw new Error('withdraw types missing');
  const result: WithdrawTypes = { bank: null, wallets: [] };
  for (const row of data.filter(isRecord)) {
    const type = readNumber(row, 'type');
    if (type === 1 && !result.bank) {
      const info = Array.isArray(row.info) ? row.info.filter(isRecord).map(readCard) : [];
      result.bank = {
        type: 1,
        min_price: readText(row, 'min_price', '0.00'),
        max_price: readText(row, 'max_price', '0.00'),
        info,
      };
    } else if (type === 2) {
      result.wallets.push(readWallet(row));
    }
  }
  return result;
}

/** `POST /api/gerWithdrawType` → the bank entry with the member's cards, then every wallet channel. */
export async function getWithdrawTypes(signal?: AbortSignal): Promise<WithdrawTypes> {
  const answer = await apiClient.post('/gerWithdrawType', WithdrawTypesSchema, { signal });
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
