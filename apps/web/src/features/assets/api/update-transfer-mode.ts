import { EmptyCheck } from '@app/shared/checks';
import type { z } from 'zod';
import type { TransferModeRequestSchema } from '@app/shared/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** 0 transfer mode, 1 transfer-free mode (spec-2 §3 userInfo.transferstatus). */
export type TransferMode = 0 | 1;

/** `POST /api/uptransferstatus { transferstatus }` → '操作成功！'. */
export async function updateTransferMode(transferstatus: TransferMode): Promise<string> {
  const answer = await apiClient.post('/uptransferstatus', EmptyCheck, {
    body: { transferstatus } satisfies z.input<typeof TransferModeRequestSchema>,
  });
  return answer.message;
}

export function useUpdateTransferMode() {
  return useMutation({ mutationFn: updateTransferMode });
}
