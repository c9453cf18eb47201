import { PortalReportSchema, type PortalReportGroup } from '@app/shared/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export interface ReportParams {
  from: string;
  to: string;
  group: PortalReportGroup;
}

/** `GET /api/agent-portal/report?from&to&group`: team figures per day, week or month. */
export function reportQueryOptions(params: ReportParams) {
  return queryOptions({
    queryKey: ['portal', 'report', params],
    queryFn: async ({ signal }) =>
      (await apiClient.get('/report', PortalReportSchema, { query: { ...params }, signal, silent: true })).data,
    placeholderData: keepPreviousData,
  });
}

export function useReport(params: ReportParams) {
  return useQuery(reportQueryOptions(params));
}
