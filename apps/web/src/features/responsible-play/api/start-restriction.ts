import { ResponsiblePlayStateCheck } from '@app/shared/checks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { historyQueryKey } from './get-history';
import { responsiblePlayQueryKey } from '../../../lib/api/get-responsible-play';

export type RestrictionRequest = { kind: 'time_out'; days: number } | { kind: 'self_exclusion'; months: number };

/** `POST /api/responsible-play/time-out` { days } or `/self-exclusion` { months }. */
export async function startRestriction(request: RestrictionRequest): Promise<string> {
  const answer =
    request.kind === 'time_out'
      ? await apiClient.post('/responsible-play/time-out', ResponsiblePlayStateCheck, { body: { days: request.days } })
      : await apiClient.post('/responsible-play/self-exclusion', ResponsiblePlayStateCheck, {
          body: { months: request.months },
        });
  return answer.message;
}

export function useStartRestriction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: startRestriction,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: responsiblePlayQueryKey });
      void client.invalidateQueries({ queryKey: historyQueryKey });
    },
  });
}
