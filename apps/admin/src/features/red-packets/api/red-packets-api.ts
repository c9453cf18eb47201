import {
  AdminRedPacketDayPageResponseSchema,
  AdminRedPacketGrabPageResponseSchema,
  AdminRedPacketRulesSchema,
  type AdminRedPacketRulesUpdateSchema,
} from '@app/shared/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import { definePagedList } from '../../../lib/paged-list';

/** Red packets in the back office (`/api/admin/red-packets/…`). */

const RULES_KEY = ['admin', 'red-packets', 'rules'];

/** `GET /api/admin/red-packets/grabs`: packets grabbed, newest first; member and day filters. */
export const redPacketGrabsList = definePagedList(
  ['admin', 'red-packets', 'grabs'],
  '/red-packets/grabs',
  AdminRedPacketGrabPageResponseSchema.shape.data,
);

/** `GET /api/admin/red-packets/days`: the daily budget and what was paid of it. */
export const redPacketDaysList = definePagedList(
  ['admin', 'red-packets', 'days'],
  '/red-packets/days',
  AdminRedPacketDayPageResponseSchema.shape.data,
);

export type RedPacketRules = z.infer<typeof AdminRedPacketRulesSchema>;

export function useRedPacketRules() {
  return useQuery({
    queryKey: RULES_KEY,
    queryFn: async ({ signal }) =>
      (await apiClient.get('/red-packets/rules', AdminRedPacketRulesSchema, { signal, silent: true })).data,
  });
}

/** Saves the whole rule set (validated by the server as a whole; audited). */
export function useSaveRedPacketRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof AdminRedPacketRulesUpdateSchema>) =>
      apiClient.post('/red-packets/rules', AdminRedPacketRulesSchema, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: RULES_KEY }),
  });
}
