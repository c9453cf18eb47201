import { AdminLedgerCheckRunSchema, type AdminLedgerCheckRun } from '@app/shared/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** A running check's progress is read this often. */
export const LEDGER_CHECK_POLL_MS = 1_000;

const latestKey = ['admin', 'ledger-check', 'latest'] as const;

/** `GET /api/admin/ledger/check`: the latest ledger check run (progress, result), or null. */
export async function getLatestLedgerCheck(signal?: AbortSignal): Promise<AdminLedgerCheckRun | null> {
  return (await apiClient.get('/ledger/check', AdminLedgerCheckRunSchema.nullable(), { signal, silent: true })).data;
}

export function latestLedgerCheckOptions() {
  return queryOptions({
    queryKey: latestKey,
    queryFn: ({ signal }) => getLatestLedgerCheck(signal),
    // Polled only while a check runs; a finished run does not change.
    refetchInterval: (query) => (query.state.data?.state === 'running' ? LEDGER_CHECK_POLL_MS : false),
  });
}

export function useLatestLedgerCheck() {
  return useQuery(latestLedgerCheckOptions());
}

/**
 * `POST /api/admin/ledger/check`: starts the check in the background (or answers the one already
 * running); the panel then follows its progress through the latest-run query.
 */
export function startLedgerCheck() {
  return apiClient.post('/ledger/check', AdminLedgerCheckRunSchema);
}

export function useStartLedgerCheck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startLedgerCheck,
    onSuccess: (result) => queryClient.setQueryData(latestKey, result.data),
  });
}
