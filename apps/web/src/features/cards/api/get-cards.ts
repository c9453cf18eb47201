import { BankCardListCheck, UsdtAddressListCheck } from '@app/shared/checks';
import type { z } from 'zod';
import type { GetCardRequestSchema } from '@app/shared/contracts';
import type { BankCard, UsdtAddress } from '@app/shared/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export type { BankCard, UsdtAddress };

/** Card kinds of getcard / delcard (spec-1 §7): 1 bank card, 2 USDT address. */
export type CardType = 1 | 2;

export const cardsQueryKey = ['cards'] as const;

/** `POST /api/getcard` { type: 1 } → the member's bank cards (numbers masked). */
export async function getBankCards(signal?: AbortSignal): Promise<BankCard[]> {
  const answer = await apiClient.post('/getcard', BankCardListCheck, {
    body: { type: 1 } satisfies z.input<typeof GetCardRequestSchema>,
    signal,
  });
  return answer.data;
}

/** `POST /api/getcard` { type: 2 } → the member's saved USDT addresses (the hidden USDT tab). */
export async function getUsdtAddresses(signal?: AbortSignal): Promise<UsdtAddress[]> {
  const answer = await apiClient.post('/getcard', UsdtAddressListCheck, {
    body: { type: 2 } satisfies z.input<typeof GetCardRequestSchema>,
    signal,
  });
  return answer.data;
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
