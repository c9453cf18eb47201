import { sql } from 'drizzle-orm';
import { bonusPayoutChecks } from '../bonuses';
import { ACTIVITY_LEDGER } from './activities.service';
import { activityApplications } from './activities.tables';

/**
 * Invariant 4 for activities (platform-rules §3): every approved application with a bonus has
 * exactly one `bonus_activity` transaction referencing it, no other application has one, and every
 * such transaction has its application. money-modules.ts registers them with the ledger check.
 */
export const ACTIVITY_LEDGER_CHECKS = bonusPayoutChecks({
  kind: 'activity',
  table: activityApplications,
  referenceType: ACTIVITY_LEDGER.referenceType,
  rowCheckName: 'activity application bonus',
  orphanCheckName: 'activity bonus without application',
  expected: sql`case when r.state = 2 and r.bonus_fen is not null then 1 else 0 end`,
});
