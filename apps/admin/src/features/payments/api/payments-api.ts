import {
  AdminGatewayOptionListResponseSchema,
  AdminPaymentGatewayListResponseSchema,
  AdminPaymentGatewaySchema,
  AdminRechargeChannelListResponseSchema,
  AdminRechargeChannelSchema,
  AdminRechargeTypeListResponseSchema,
  AdminRechargeTypeSchema,
  AdminWithdrawChannelListResponseSchema,
  AdminWithdrawChannelSchema,
  AdminWithdrawSettingsSchema,
} from '@app/shared/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client';

/**
 * Payments settings (`/api/admin/recharge-types`, `recharge-channels`, `payment-gateways`,
 * `withdraw-channels`, `withdraw-settings`).
 */
export type PaymentsResource = 'recharge-types' | 'recharge-channels' | 'payment-gateways' | 'withdraw-channels';

const LIST_SCHEMAS = {
  'recharge-types': AdminRechargeTypeListResponseSchema.shape.data,
  'recharge-channels': AdminRechargeChannelListResponseSchema.shape.data,
  'payment-gateways': AdminPaymentGatewayListResponseSchema.shape.data,
  'withdraw-channels': AdminWithdrawChannelListResponseSchema.shape.data,
} as const;
const ROW_SCHEMAS = {
  'recharge-types': AdminRechargeTypeSchema,
  'recharge-channels': AdminRechargeChannelSchema,
  'payment-gateways': AdminPaymentGatewaySchema,
  'withdraw-channels': AdminWithdrawChannelSchema,
} as const;

export type PaymentsRow<R extends PaymentsResource> = z.infer<(typeof ROW_SCHEMAS)[R]>;

const keyOf = (resource: string) => ['admin', 'payments', resource];

export function usePaymentsList<R extends PaymentsResource>(resource: R) {
  return useQuery({
    queryKey: keyOf(resource),
    queryFn: async ({ signal }) =>
      (await apiClient.get(`/${resource}`, LIST_SCHEMAS[resource], { signal, silent: true })).data as PaymentsRow<R>[],
  });
}

/** Create (no id) or update (`/:id`) a row; the lists of the payments area are refreshed. */
export function useSavePaymentsRow(resource: PaymentsResource) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: Record<string, unknown> }) =>
      apiClient.post(id === undefined ? `/${resource}` : `/${resource}/${id}`, ROW_SCHEMAS[resource], { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'payments'] }),
  });
}

export function useWithdrawSettings() {
  return useQuery({
    queryKey: keyOf('withdraw-settings'),
    queryFn: async ({ signal }) =>
      (await apiClient.get('/withdraw-settings', AdminWithdrawSettingsSchema, { signal, silent: true })).data,
  });
}

export function useSaveWithdrawSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      apiClient.post('/withdraw-settings', AdminWithdrawSettingsSchema, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keyOf('withdraw-settings') }),
  });
}

/** The gateways a recharge channel may point to (`/payment-gateway-options`); refreshed with the other lists. */
export function useGatewayOptions() {
  return useQuery({
    queryKey: keyOf('payment-gateway-options'),
    queryFn: async ({ signal }) =>
      (
        await apiClient.get('/payment-gateway-options', AdminGatewayOptionListResponseSchema.shape.data, {
          signal,
          silent: true,
        })
      ).data,
  });
}
