import { DashboardSchema, type Dashboard } from '@app/shared/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** Pending work is polled this often (the dashboard and the menu badges share one poll). */
export const DASHBOARD_POLL_MS = 15_000;

/** `GET /api/admin/dashboard` → today, this month, 14 days, pending work and alerts. */
export async function getDashboard(signal?: AbortSignal): Promise<Dashboard> {
  return (await apiClient.get('/dashboard', DashboardSchema, { signal, silent: true })).data;
}

export function dashboardQueryOptions(enabled: boolean) {
  return queryOptions({
    queryKey: ['admin', 'dashboard'],
    queryFn: ({ signal }) => getDashboard(signal),
    enabled,
    refetchInterval: DASHBOARD_POLL_MS,
    // A hidden tab does not poll (and so does not keep an idle staff session alive for ever);
    // it catches up, with its notification, when the staff member comes back to it.
    refetchIntervalInBackground: false,
    staleTime: 5_000,
  });
}

export function useDashboard(enabled = true) {
  return useQuery(dashboardQueryOptions(enabled));
}
