import { GetCardSchema } from '@app/shared/contracts';
import type { BankCard, UsdtAddress } from '@app/shared/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { isRecord, readNumber, readText } from '../../../lib/read';

export type { BankCard, UsdtAddress };

/** Card kinds of getcard / delcard (spec-1 §7): 1 bank card, 2 USDT address. */
export type CardType = 1 | 2;

export const cardsQueryKey = ['cards'] as const;

function readBankCard(row: Record<string, unknown>): BankCard {
  return {
    id: readNumber(row, 'id'),
    bank_name: readText(row, 'bank_name'),
    branch: readText(row, 'branch'),
    card_number: readText(row, 'card_number'),
    bank_img: readText(row, 'bank_img'),
  };
}

function readUsdtAddress(row: Record<string, unknown>): UsdtAddress {
  return {
    id: readNumber(row, 'id'),
    bank: 'USDT',
    bank_owner: readText(row, 'bank_owner'),
    bank_no: readText(row, 'bank_no'),
  };
}

function rowsOf(data: unknown): Record<string, unknown>[] {
  if (!Array.isArray(data)) throw new Error('card list missing');
  return data.filter(isRecord);
}

/** `POST /api/getcard` { type: 1 } → the member's bank cards (numbers masked). */
export async function getBankCards(signal?: AbortSignal): Promise<BankCard[]> {
  const answer = await apiClient.post('/getcard', GetCardSchema, { body: { type: 1 }, signal });
  return rowsOf(answer.data).map(readBankCard);
}

/** `POST /api/getcard` { type: 2 } → the member's saved USDT addresses (the hidden USDT tab). */
export async function getUsdtAddresses(signal?: AbortSignal): Promise<UsdtAddress[]> {
  const answer = await apiClient.post('/getcard', GetCardSchema, { body: { type: 2 }, signal });
  return rowsOf(answer.data).map(readUsdtAddress);
}

export const bankCardsQueryOptions = queryOptions({
  queryKey: [...cardsQueryKey, 1],
  queryFn: ({ signal }) => getBankCards(signal),
  staleTime: 0,
});

export const usdtAddressesQueryOptions = queryOptions({
  queryKey: [...cardsQueryKey, 2],
  queryFn: ({ signal }) => getUsdtAddresses(signal),
  staleTime: 0,
});

export function useBankCards(enabled = true) {
  return useQuery({ ...bankCardsQueryOptions, enabled });
}

export function useUsdtAddresses(enabled = true) {
  return useQuery({ ...usdtAddressesQueryOptions, enabled });
}
