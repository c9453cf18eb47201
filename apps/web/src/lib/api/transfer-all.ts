import { TransAllCheck } from '@app/shared/checks';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../api-client';

/** `POST /api/transall`: recalls every platform balance to the main wallet; answers its message. */
export async function transferAll(): Promise<string> {
  const answer = await apiClient.post('/transall', TransAllCheck);
  return answer.message;
}

export function useTransferAll() {
  return useMutation({ mutationFn: transferAll });
}
