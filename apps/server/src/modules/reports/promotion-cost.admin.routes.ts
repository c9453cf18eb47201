import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminPromotionCostQuerySchema,
  PromotionCostResponseSchema,
  type PromotionCostRow,
} from '@app/shared/contracts';
import { sendCsv } from '../../lib/admin-list';
import type { CsvColumn } from '../../lib/csv';
import { ok } from '../../lib/reply';
import { staffRoutes } from '../../lib/staff-route';
import { promotionCostReport } from './promotion-cost.admin.service';

/** A line of the CSV: a day × kind row, or a total line. */
type CsvRow = Pick<PromotionCostRow, 'day' | 'kind_name' | 'payouts' | 'paid' | 'reversed' | 'net'>;

const PROMOTION_COST_CSV: CsvColumn<CsvRow>[] = [
  { header: '日期', value: (row) => row.day },
  { header: '优惠类型', value: (row) => row.kind_name },
  { header: '发放笔数', value: (row) => row.payouts },
  { header: '发放金额', value: (row) => row.paid },
  { header: '冲正金额', value: (row) => row.reversed },
  { header: '净成本', value: (row) => row.net },
];

/** Reports of the back office (under /api/admin): the promotion-cost report (decision 0025). */
export const promotionCostAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const staff = staffRoutes(app, { tags: ['admin: reports'], permission: 'reports.view' });
  const zone = app.config.SITE_TZ;

  staff.get(
    '/reports/promotion-cost',
    {
      summary: 'Promotion cost per site day and kind (payouts, reversals, net; ?format=csv)',
      querystring: AdminPromotionCostQuerySchema,
      response: { 200: PromotionCostResponseSchema },
      // Sums over up to a year: on the report connections (decision 0016).
      dbClass: 'report',
    },
    async (request, reply) => {
      const report = await promotionCostReport(app.db, zone, request.query);
      if (request.query.format === 'csv') {
        // What the page shows: the day × kind rows, then one total line per kind and the grand total.
        const totals: CsvRow[] = [
          ...report.kinds.map((figures) => ({ ...figures, day: `${report.from} ~ ${report.to} 合计` })),
          { ...report.total, kind_name: '全部', day: '总计' },
        ];
        return sendCsv(reply, 'promotion-cost', PROMOTION_COST_CSV, [...report.rows, ...totals]);
      }
      return ok(report);
    },
  );
};
