import {
  AdminCommissionBulkResultSchema,
  AdminCommissionPlansResponseSchema,
  AdminCommissionPreviewSchema,
  AdminCommissionReportSchema,
  AdminCommissionSettleResultSchema,
  AdminCommissionStatementDetailSchema,
  AdminCommissionStatementPageResponseSchema,
  type CommissionAction,
} from '@app/shared/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { definePagedList } from '../../../lib/paged-list';

const KEY = ['admin', 'agent-commission'] as const;

/** `GET /api/admin/agent-commission/statements`: statements per agent and cycle, newest first. */
export const statementsList = definePagedList(
  [...KEY, 'statements'],
  '/agent-commission/statements',
  AdminCommissionStatementPageResponseSchema.shape.data,
);

/** `GET /api/admin/agent-commission/statements/:id`: the statement, its lines and how each was computed. */
export function statementDetailOptions(id: number) {
  return queryOptions({
    queryKey: [...KEY, 'statement', id],
    queryFn: async ({ signal }) =>
      (
        await apiClient.get(`/agent-commission/statements/${id}`, AdminCommissionStatementDetailSchema, {
          signal,
          silent: true,
        })
      ).data,
  });
}
export const useStatementDetail = (id: number | undefined) =>
  useQuery({ ...statementDetailOptions(id ?? 0), enabled: id !== undefined });

/** `POST …/statements/preview`: what a bulk action would move, before it moves anything. */
export function previewAction(ids: number[], action: CommissionAction) {
  return apiClient.post('/agent-commission/statements/preview', AdminCommissionPreviewSchema, {
    body: { ids: ids.map(String), action },
  });
}

function useBulk(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { ids: number[]; reason?: string }) =>
      apiClient.post(path, AdminCommissionBulkResultSchema, { body: { ...body, ids: body.ids.map(String) } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

/** `POST …/statements/approve`: waiting → approved. */
export const useApproveStatements = () => useBulk('/agent-commission/statements/approve');
/** `POST …/statements/pay`: approved → paid, through the ledger, each once. */
export const usePayStatements = () => useBulk('/agent-commission/statements/pay');
/** `POST …/statements/refuse`: waiting or approved → refused, with a reason. */
export const useRefuseStatements = () => useBulk('/agent-commission/statements/refuse');

/** `GET /api/admin/agent-commission/plans`: plans with their last settled and last complete cycle. */
export function usePlans() {
  return useQuery({
    queryKey: [...KEY, 'plans'],
    queryFn: async ({ signal }) =>
      (
        await apiClient.get('/agent-commission/plans', AdminCommissionPlansResponseSchema.shape.data, {
          signal,
          silent: true,
        })
      ).data,
  });
}

/** `POST /api/admin/agent-commission/settle`: settle one past cycle now (idempotent). */
export function useSettleCycle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { plan_id: number; cycle_start: string }) =>
      apiClient.post('/agent-commission/settle', AdminCommissionSettleResultSchema, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

export const REPORT_PATH = '/agent-commission/report';
export interface ReportFilters {
  from: string;
  to: string;
  agent_id: string;
}

/** `GET /api/admin/agent-commission/report`: per agent, its whole team's figures over [from, to]. */
export function useAgentReport(filters: ReportFilters) {
  return useQuery({
    queryKey: [...KEY, 'report', filters],
    queryFn: async ({ signal }) =>
      (await apiClient.get(REPORT_PATH, AdminCommissionReportSchema, { query: { ...filters }, signal, silent: true }))
        .data,
  });
}
