import { ResponsiblePlayStateCheck } from '@app/shared/checks';
import type { LimitKind, SetLimitsRequest } from '@app/shared/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { responsiblePlayQueryKey } from '../../../lib/api/get-responsible-play';
import { historyQueryKey } from './get-history';

const PATHS: Record<LimitKind, string> = {
  deposit: '/responsible-play/deposit-limits',
  loss: '/responsible-play/loss-limits',
};

/** `POST /api/responsible-play/deposit-limits` or `/loss-limits` { day, week, month }: yuan, null removes. */
export async function setLimits(kind: LimitKind, body: SetLimitsRequest): Promise<string> {
  const answer = await apiClient.post(PATHS[kind], ResponsiblePlayStateCheck, { body });
  return answer.message;
}

export function useSetLimits(kind: LimitKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SetLimitsRequest) => setLimits(kind, body),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: responsiblePlayQueryKey });
      void client.invalidateQueries({ queryKey: historyQueryKey });
    },
  });
}
