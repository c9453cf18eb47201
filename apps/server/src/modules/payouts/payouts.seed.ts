import type { Db } from '../../db/types';
import { SANDBOX_PAYOUT_CODE } from './payout-sandbox.routes';
import { payoutChannels } from './payouts.tables';

/**
 * Demo payout channels (demo mode only): the built-in sandbox and a manual channel. Does nothing
 * for a code that exists already.
 */
export async function seedDemoPayoutChannels(tx: Db): Promise<void> {
  await tx
    .insert(payoutChannels)
    .values([
      { code: SANDBOX_PAYOUT_CODE, name: '演示代付沙箱', kind: 'sandbox' },
      { code: 'manual', name: '人工出款（公司账户）', kind: 'manual' },
    ])
    .onConflictDoNothing();
}
