import { ResponsiblePlayStateCheck } from '@app/shared/checks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { historyQueryKey } from './get-history';
import { responsiblePlayQueryKey } from '../../../lib/api/get-responsible-play';

/** `POST /api/responsible-play/reality-check` { minutes } (0 off). */
export async function setRealityCheck(minutes: number): Promise<string> {
  const answer = await apiClient.post('/responsible-play/reality-check', ResponsiblePlayStateCheck, {
    body: { minutes },
  });
  return answer.message;
}

export function useSetRealityCheck() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setRealityCheck,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: responsiblePlayQueryKey });
      void client.invalidateQueries({ queryKey: historyQueryKey });
    },
  });
}
