import {
  AdminAgentApplicationPageResponseSchema,
  AdminAgentPageResponseSchema,
  AdminAgentPlanListResponseSchema,
  AdminAgentPlanRowSchema,
  AdminAgentRowSchema,
  type AdminAgentApproveSchema,
  type AdminAgentCreateSchema,
  type AdminAgentPlanWriteSchema,
} from '@app/shared/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import { definePagedList } from '../../../lib/paged-list';

/** Agents in the back office (`/api/admin/agents…`, `/api/admin/agent-plans`, decision 0028). */
const KEY = ['admin', 'agents'] as const;
const PLANS_KEY = [...KEY, 'plans'];

export type AgentPlanRow = z.infer<typeof AdminAgentPlanRowSchema>;
export type AgentRow = z.infer<typeof AdminAgentRowSchema>;

/** `GET /api/admin/agents/applications`: newest first; state, member and day filters. */
export const agentApplicationsList = definePagedList(
  [...KEY, 'applications'],
  '/agents/applications',
  AdminAgentApplicationPageResponseSchema.shape.data,
);

/** `GET /api/admin/agents`: `parent=top` the tree tops, `parent=<id>` the agents under one. */
export const agentsList = definePagedList([...KEY, 'list'], '/agents', AdminAgentPageResponseSchema.shape.data);

const invalidateAll = (queryClient: ReturnType<typeof useQueryClient>) =>
  queryClient.invalidateQueries({ queryKey: KEY });

export function useApproveAgentApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: z.input<typeof AdminAgentApproveSchema> }) =>
      apiClient.post(`/agents/applications/${id}/approve`, z.null(), { body }),
    onSuccess: () => invalidateAll(queryClient),
  });
}

export function useRefuseAgentApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      apiClient.post(`/agents/applications/${id}/refuse`, z.null(), { body: { reason } }),
    onSuccess: () => invalidateAll(queryClient),
  });
}

export function useCreateAgent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof AdminAgentCreateSchema>) =>
      apiClient.post('/agents', AdminAgentRowSchema, { body }),
    onSuccess: () => invalidateAll(queryClient),
  });
}

export function useSetAgentRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ memberId, rate }: { memberId: string; rate: string }) =>
      apiClient.post(`/agents/${memberId}/rate`, AdminAgentRowSchema, { body: { rate } }),
    onSuccess: () => invalidateAll(queryClient),
  });
}

export function useChangeAgentPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ memberId, planId }: { memberId: string; planId: number }) =>
      apiClient.post(`/agents/${memberId}/plan`, AdminAgentRowSchema, { body: { plan_id: planId } }),
    onSuccess: () => invalidateAll(queryClient),
  });
}

export function useSetAgentStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ memberId, status }: { memberId: string; status: 'active' | 'frozen' }) =>
      apiClient.post(`/agents/${memberId}/status`, AdminAgentRowSchema, { body: { status } }),
    onSuccess: () => invalidateAll(queryClient),
  });
}

/** `GET /api/admin/agent-plans`: every plan with its agent count. */
export function useAgentPlans() {
  return useQuery({
    queryKey: PLANS_KEY,
    queryFn: async ({ signal }) =>
      (await apiClient.get('/agent-plans', AdminAgentPlanListResponseSchema.shape.data, { signal, silent: true })).data,
  });
}

export function useSaveAgentPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: z.input<typeof AdminAgentPlanWriteSchema> }) =>
      apiClient.post(id ? `/agent-plans/${id}` : '/agent-plans', AdminAgentPlanRowSchema, { body }),
    onSuccess: () => invalidateAll(queryClient),
  });
}
