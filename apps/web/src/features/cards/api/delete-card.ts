import { EmptyCheck } from '@app/shared/checks';
import type { z } from 'zod';
import type { DelCardRequestSchema } from '@app/shared/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { CardType } from './get-cards';

/** `POST /api/delcard` { id, type } → '解绑成功' (spec-1 §8). type 1 bank card, 2 USDT address. */
export async function deleteCard(input: { id: number; type: CardType }): Promise<string> {
  const answer = await apiClient.post('/delcard', EmptyCheck, {
    body: { id: input.id, type: input.type } satisfies z.input<typeof DelCardRequestSchema>,
  });
  return answer.message;
}

export function useDeleteCard() {
  return useMutation({ mutationFn: deleteCard });
}
