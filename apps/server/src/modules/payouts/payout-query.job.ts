import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { queryRows } from '../../db/raw';
import { withTransaction } from '../../db/transaction';
import type { Db } from '../../db/types';
import { payoutGatewaysOf, type PayoutGateways } from './payout-gateways';
import { findPayoutChannel, claimDuePayoutOrders, type PayoutOrder } from './payouts.repository';
import { PAYOUT_QUERY_DELAY_MS, settlePayoutOrder } from './payouts.service';

/** Advisory-lock key of the payout query job (the deposit expiry job uses 727_101). */
export const PAYOUT_QUERY_LOCK_KEY = 727_131;
export const PAYOUT_QUERY_INTERVAL_MS = 60_000;
const BATCH = 50;

export interface PayoutQueryRun {
  queried: number;
  paid: number;
  failed: number;
  stillProcessing: number;
}

/**
 * One run of the query job (decision 0031): the instance holding the transaction-scoped advisory
 * lock claims the processing payouts due for a query (pushing their next query back), commits, and
 * only then asks each channel — no network call inside a transaction. A final answer settles the
 * order exactly once (settlePayoutOrder); 'not_found' from the channel means it never took the
 * order, so it failed; anything else waits for the next run. Returns null when another instance
 * holds the lock.
 */
export async function runPayoutQuery(
  db: Db,
  gateways: PayoutGateways,
  now = new Date(),
): Promise<PayoutQueryRun | null> {
  const claimed = await withTransaction(db, async (tx): Promise<PayoutOrder[] | null> => {
    const [lock] = await queryRows<{ locked: boolean }>(
      tx,
      sql`select pg_try_advisory_xact_lock(${PAYOUT_QUERY_LOCK_KEY}) as locked`,
    );
    if (!lock?.locked) return null;
    return claimDuePayoutOrders(tx, now, PAYOUT_QUERY_DELAY_MS, BATCH);
  });
  if (claimed === null) return null;
  const run: PayoutQueryRun = { queried: 0, paid: 0, failed: 0, stillProcessing: 0 };
  for (const order of claimed) {
    const channel = await findPayoutChannel(db, order.channelId);
    const gateway = channel ? gateways.gatewayFor(channel) : undefined;
    if (!gateway) {
      run.stillProcessing += 1;
      continue;
    }
    run.queried += 1;
    const answer = await gateway.queryPayout(order.payoutNo).catch((error: unknown) => ({
      status: 'unknown' as const,
      reason: error instanceof Error ? error.message : String(error),
    }));
    switch (answer.status) {
      case 'paid':
        await settlePayoutOrder(db, {
          payoutNo: order.payoutNo,
          status: 'paid',
          tradeNo: answer.tradeNo,
          message: '',
          now,
        });
        run.paid += 1;
        break;
      case 'failed':
        await settlePayoutOrder(db, {
          payoutNo: order.payoutNo,
          status: 'failed',
          tradeNo: '',
          message: answer.reason,
          now,
        });
        run.failed += 1;
        break;
      case 'not_found':
        await settlePayoutOrder(db, {
          payoutNo: order.payoutNo,
          status: 'failed',
          tradeNo: '',
          message: '通道查无此代付订单（未受理）',
          now,
        });
        run.failed += 1;
        break;
      case 'processing':
      case 'unknown':
        run.stillProcessing += 1;
        break;
    }
  }
  return run;
}

export interface PayoutJobHandle {
  stop(): void;
}

/** Starts the payout query job on this instance: a run now, then one a minute (runs never overlap). */
export function startPayoutQueryJob(app: FastifyInstance, intervalMs = PAYOUT_QUERY_INTERVAL_MS): PayoutJobHandle {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const gateways = payoutGatewaysOf(app);
  const tick = async () => {
    if (stopped) return;
    try {
      const run = await runPayoutQuery(app.db, gateways);
      if (run && run.queried > 0) app.log.info(run, 'payouts queried');
    } catch (error) {
      if (!stopped) app.log.error({ err: error }, 'payout query job failed');
    }
    if (!stopped) {
      timer = setTimeout(() => void tick(), intervalMs);
      timer.unref();
    }
  };
  const stop = () => {
    stopped = true;
    if (timer) clearTimeout(timer);
  };
  app.server.once('close', stop);
  void tick();
  return { stop };
}
