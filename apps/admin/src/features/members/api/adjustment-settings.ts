import { AdminAdjustmentSettingsSchema } from '@app/shared/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

const SETTINGS_KEY = ['admin', 'adjustment-settings'] as const;

/** `GET /api/admin/adjustment-settings`: the single-approval limit of balance adjustments. */
export function useAdjustmentSettings() {
  return useQuery(
    queryOptions({
      queryKey: SETTINGS_KEY,
      queryFn: async ({ signal }) =>
        (await apiClient.get('/adjustment-settings', AdminAdjustmentSettingsSchema, { signal, silent: true })).data,
    }),
  );
}

/** `POST /api/admin/adjustment-settings` (staff managers only); the amount as typed, parsed by the server. */
export function useSaveAdjustmentSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { second_approval_amount: string }) =>
      apiClient.post('/adjustment-settings', AdminAdjustmentSettingsSchema, { body }),
    onSuccess: ({ data }) => queryClient.setQueryData(SETTINGS_KEY, data),
  });
}
