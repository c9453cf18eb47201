import { VipBonusClaimCheck } from '@app/shared/checks';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** `GET /api/doUserBonus?id=`: claims one bonus; the answer's message is shown (spec-2 §7). */
export async function claimUserBonus(id: number): Promise<string> {
  const answer = await apiClient.get('/doUserBonus', VipBonusClaimCheck, { query: { id } });
  return answer.message;
}

export function useClaimUserBonus() {
  return useMutation({ mutationFn: claimUserBonus });
}
