import { PromotionCostReportSchema, type PromotionCostReport } from '@app/shared/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export const PROMOTION_COST_PATH = '/reports/promotion-cost';

/** The report's filters: site days 'YYYY-MM-DD' (inclusive) and a promotion kind; '' = not given. */
export interface PromotionCostFilters {
  from: string;
  to: string;
  kind: string;
}

/** `GET /api/admin/reports/promotion-cost` → per day × kind, totals per kind and the grand total. */
export async function getPromotionCost(
  filters: PromotionCostFilters,
  signal?: AbortSignal,
): Promise<PromotionCostReport> {
  const query = { from: filters.from || undefined, to: filters.to || undefined, kind: filters.kind || undefined };
  return (await apiClient.get(PROMOTION_COST_PATH, PromotionCostReportSchema, { query, signal, silent: true })).data;
}

export function usePromotionCost(filters: PromotionCostFilters) {
  return useQuery({
    queryKey: ['admin', 'reports', 'promotion-cost', filters],
    queryFn: ({ signal }) => getPromotionCost(filters, signal),
    placeholderData: keepPreviousData,
  });
}
