import {
  AdminSmsDeliveryPageResponseSchema,
  AdminSmsDeliverySchema,
  type AdminSmsProviderCreateSchema,
  AdminSmsProviderSchema,
  AdminSmsProvidersResponseSchema,
  type AdminSmsProviderTestSchema,
  type AdminSmsProviderUpdateSchema,
} from '@app/shared/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import { definePagedList } from '../../../lib/paged-list';

/** SMS providers (decision 0033): the configured providers, the active one, test sends, deliveries. */

const PROVIDERS_KEY = ['admin', 'sms-providers'] as const;
const DELIVERIES_KEY = ['admin', 'sms-deliveries'] as const;

/** `GET /api/admin/sms-providers`. */
export const smsProvidersQuery = queryOptions({
  queryKey: PROVIDERS_KEY,
  queryFn: async () =>
    (await apiClient.get('/sms-providers', AdminSmsProvidersResponseSchema.shape.data, { silent: true })).data,
});

export function useSmsProviders() {
  return useQuery(smsProvidersQuery);
}

/** Create (`POST /sms-providers`) or update (`POST /sms-providers/:id`) a provider. */
export function useSaveSmsProvider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      input:
        | { kind: 'create'; body: z.input<typeof AdminSmsProviderCreateSchema> }
        | { kind: 'update'; id: number; body: z.input<typeof AdminSmsProviderUpdateSchema> },
    ) =>
      input.kind === 'create'
        ? apiClient.post('/sms-providers', AdminSmsProviderSchema, { body: input.body })
        : apiClient.post(`/sms-providers/${input.id}`, AdminSmsProviderSchema, { body: input.body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROVIDERS_KEY }),
  });
}

/** `POST /api/admin/sms-providers/activate { id }` (id 'outbox' = the built-in outbox). */
export function useActivateSmsProvider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number | 'outbox' }) =>
      apiClient.post('/sms-providers/activate', z.null(), { body: { id: input.id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROVIDERS_KEY }),
  });
}

/** `POST /api/admin/sms-providers/:id/test { mobile, purpose }`: answers the delivery record. */
export function useTestSmsProvider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number } & z.input<typeof AdminSmsProviderTestSchema>) =>
      apiClient.post(`/sms-providers/${input.id}/test`, AdminSmsDeliverySchema, {
        body: { mobile: input.mobile, purpose: input.purpose },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DELIVERIES_KEY }),
  });
}

/** `GET /api/admin/sms-deliveries`: what the providers answered. */
export const smsDeliveriesList = definePagedList(
  DELIVERIES_KEY,
  '/sms-deliveries',
  AdminSmsDeliveryPageResponseSchema.shape.data,
);
