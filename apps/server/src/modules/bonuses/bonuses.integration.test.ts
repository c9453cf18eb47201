import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import { openTestDatabase, truncateAll } from '../../../test/test-database';
import { businessRowChecks, ensureAccount, getBalance, memberMain, runLedgerCheck } from '../ledger';
import { getTurnoverRequirement } from '../turnover';
import { bonusLedgerKind, payBonus, promotionExpenseAccount } from './index';

let database: Database;
const system = { type: 'system' as const, id: 'test' };

beforeAll(async () => {
  database = await openTestDatabase({ poolSize: 12 });
});
afterAll(async () => {
  await database.close();
});
beforeEach(async () => {
  await truncateAll(database);
});

describe('payBonus', () => {
  it('moves the bonus from the kind’s expense account to the main wallet and raises turnover by its multiple', async () => {
    const posted = await withTransaction(database.db, (tx) =>
      payBonus(tx, {
        kind: 'chest',
        memberId: 7n,
        amountFen: 1_000n,
        idempotencyKey: 'chest-open:1',
        reference: { type: 'chest_open', id: '1' },
        actor: system,
      }),
    );
    expect(posted.kind).toBe(bonusLedgerKind('chest'));
    expect(posted.replayed).toBe(false);
    const main = await ensureAccount(database.db, memberMain(7n));
    const expense = await ensureAccount(database.db, promotionExpenseAccount('chest', 7n));
    expect(await getBalance(database.db, main)).toBe(1_000n);
    expect(await getBalance(database.db, expense)).toBe(-1_000n);
    // Chests carry 3× turnover (platform-rules §3).
    expect((await getTurnoverRequirement(database.db, 7n)).outstandingFen).toBe(3_000n);
  });

  it('pays once when the same key is paid again, even at the same time', async () => {
    const pay = (multiple: string) =>
      withTransaction(database.db, (tx) =>
        payBonus(tx, {
          kind: 'activity',
          memberId: 8n,
          amountFen: 500n,
          idempotencyKey: 'activity-apply:9',
          reference: { type: 'activity_application', id: '9' },
          actor: system,
          turnoverMultiple: multiple,
        }),
      );
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => pay('2')));
    expect(results.filter((result) => result.status === 'fulfilled').length).toBeGreaterThan(0);
    const fulfilled = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    expect(fulfilled.filter((posted) => !posted.replayed)).toHaveLength(1);
    expect(await getBalance(database.db, await ensureAccount(database.db, memberMain(8n)))).toBe(500n);
    expect((await getTurnoverRequirement(database.db, 8n)).outstandingFen).toBe(1_000n);
    const report = await runLedgerCheck(database.db, businessRowChecks());
    expect(report.invariants.filter((invariant) => !invariant.ok)).toEqual([]);
  });

  it('refuses a bonus that is not positive', async () => {
    await expect(
      withTransaction(database.db, (tx) =>
        payBonus(tx, {
          kind: 'rebate',
          memberId: 9n,
          amountFen: 0n,
          idempotencyKey: 'rebate-claim:x',
          reference: { type: 'rebate_claim', id: 'x' },
          actor: system,
        }),
      ),
    ).rejects.toThrow(RangeError);
  });
});
