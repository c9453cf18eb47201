import type { Db } from '../../db/types';
import { commissionPlans } from './agents.tables';

/** The plan new agents get unless staff choose another (platform-rules §7: week by default). */
export const DEFAULT_PLAN_NAME = '周结·流水返佣';

/**
 * The commission plans a site starts with (base seed, every database): weekly on valid bet, the
 * default; monthly on net revenue. Staff edit or add plans; an existing name is left as staff set it.
 */
export async function seedCommissionPlans(tx: Db): Promise<void> {
  await tx
    .insert(commissionPlans)
    .values([
      { name: DEFAULT_PLAN_NAME, basis: 'turnover', cycle: 'week', maxRatePercent: '1.50', approvalLimitFen: 500_000n },
      {
        name: '月结·净输赢分成',
        basis: 'net_revenue',
        cycle: 'month',
        maxRatePercent: '50.00',
        approvalLimitFen: 2_000_000n,
      },
    ])
    .onConflictDoNothing({ target: commissionPlans.name });
}
