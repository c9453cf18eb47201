import { AdminLedgerCheckResponseSchema } from '@app/shared/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** `POST /api/admin/ledger/check`: the four invariants of platform-rules §3 over every money table. */
export function runLedgerCheck() {
  return apiClient.post('/ledger/check', AdminLedgerCheckResponseSchema.shape.data);
}

export function useRunLedgerCheck() {
  return useMutation({ mutationFn: runLedgerCheck });
}
