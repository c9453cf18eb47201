import {
  type AdminPayManuallySchema,
  AdminPayoutActionSchema,
  type AdminPayoutChannelCreateSchema,
  AdminPayoutChannelListResponseSchema,
  AdminPayoutChannelSchema,
  type AdminPayoutChannelUpdateSchema,
  type AdminPayoutFailedSchema,
  AdminWithdrawalBulkResponseSchema,
} from '@app/shared/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import { postRowAction, useMutationThenRefresh } from '../../../lib/row-action';
import { invalidateFinance } from './invalidate-finance';

/**
 * Payouts of approved withdrawals (decision 0031): bulk review, paying manually, sending to a
 * payout channel, settling a failed payout, and the payout channels themselves.
 */

const BulkResultSchema = AdminWithdrawalBulkResponseSchema.shape.data;
const refreshWithdrawals = (queryClient: Parameters<typeof invalidateFinance>[0]) =>
  invalidateFinance(queryClient, 'withdrawals');

/** `POST /api/admin/withdrawals/bulk-approve { order_nos }`: each order on its own, answered per order. */
export function useBulkApproveWithdrawals() {
  return useMutationThenRefresh(
    (input: { orderNos: string[] }) =>
      apiClient.post('/withdrawals/bulk-approve', BulkResultSchema, { body: { order_nos: input.orderNos } }),
    refreshWithdrawals,
  );
}

/** `POST /api/admin/withdrawals/bulk-refuse { order_nos, reason }`: one reason for every order. */
export function useBulkRefuseWithdrawals() {
  return useMutationThenRefresh(
    (input: { orderNos: string[]; reason: string }) =>
      apiClient.post('/withdrawals/bulk-refuse', BulkResultSchema, {
        body: { order_nos: input.orderNos, reason: input.reason },
      }),
    refreshWithdrawals,
  );
}

/** `POST /api/admin/withdrawals/:orderNo/pay-manually { reference, channel_id? }`. */
export function usePayManually() {
  return useMutationThenRefresh(
    (input: { orderNo: string } & z.input<typeof AdminPayManuallySchema>) =>
      postRowAction('/withdrawals', input.orderNo, 'pay-manually', AdminPayoutActionSchema, {
        reference: input.reference,
        ...(input.channel_id ? { channel_id: input.channel_id } : {}),
      }),
    refreshWithdrawals,
  );
}

/** `POST /api/admin/withdrawals/:orderNo/send-payout { channel_id }`: the answer says accepted, refused or unknown. */
export function useSendPayout() {
  return useMutationThenRefresh(
    (input: { orderNo: string; channelId: number }) =>
      postRowAction('/withdrawals', input.orderNo, 'send-payout', AdminPayoutActionSchema, {
        channel_id: input.channelId,
      }),
    refreshWithdrawals,
  );
}

/** `POST /api/admin/withdrawals/:orderNo/payout-failed { action, reason }`. */
export function useResolveFailedPayout() {
  return useMutationThenRefresh(
    (input: { orderNo: string } & z.input<typeof AdminPayoutFailedSchema>) =>
      postRowAction('/withdrawals', input.orderNo, 'payout-failed', AdminPayoutActionSchema, {
        action: input.action,
        reason: input.reason,
      }),
    refreshWithdrawals,
  );
}

const CHANNELS_KEY = ['admin', 'payout-channels'] as const;

/** `GET /api/admin/payout-channels`. */
export const payoutChannelsQuery = queryOptions({
  queryKey: CHANNELS_KEY,
  queryFn: async () =>
    (await apiClient.get('/payout-channels', AdminPayoutChannelListResponseSchema.shape.data, { silent: true })).data,
});

export function usePayoutChannels(enabled = true) {
  return useQuery({ ...payoutChannelsQuery, enabled });
}

/** Create (`POST /payout-channels`) or update (`POST /payout-channels/:id`) a channel. */
export function useSavePayoutChannel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      input:
        | { kind: 'create'; body: z.input<typeof AdminPayoutChannelCreateSchema> }
        | { kind: 'update'; id: number; body: z.input<typeof AdminPayoutChannelUpdateSchema> },
    ) => {
      switch (input.kind) {
        case 'create':
          return apiClient.post('/payout-channels', AdminPayoutChannelSchema, { body: input.body });
        case 'update':
          return apiClient.post(`/payout-channels/${input.id}`, AdminPayoutChannelSchema, { body: input.body });
      }
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CHANNELS_KEY }),
  });
}

/** `POST /api/admin/payout-channels/:id/enable { enabled }`. */
export function useEnablePayoutChannel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; enabled: boolean }) =>
      apiClient.post(`/payout-channels/${input.id}/enable`, AdminPayoutChannelSchema, {
        body: { enabled: input.enabled },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CHANNELS_KEY }),
  });
}
