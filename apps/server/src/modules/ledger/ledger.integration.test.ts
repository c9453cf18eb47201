import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/raw';
import { isCheckViolation, withTransaction } from '../../db/transaction';
import { openTestDatabase, testDriver, truncateAll } from '../../../test/test-database';
import {
  ensureAccount,
  getBalance,
  house,
  IdempotencyConflictError,
  InsufficientFundsError,
  memberMain,
  memberPlatform,
  post,
  registerBusinessRowCheck,
  reverse,
  runLedgerCheck,
  transfer,
  businessRowChecks,
} from './index';

let database: Database;
const system = { type: 'system' as const, id: 'test' };

beforeAll(async () => {
  database = await openTestDatabase({ poolSize: 20 });
});
afterAll(async () => {
  await database.close();
});
beforeEach(async () => {
  await truncateAll(database);
});

async function fundedMember(memberId: bigint, fen: bigint) {
  return withTransaction(database.db, async (tx) => {
    const main = await ensureAccount(tx, memberMain(memberId));
    const clearing = await ensureAccount(tx, house('deposit_clearing', 'test'));
    if (fen > 0n) {
      await transfer(tx, {
        idempotencyKey: `fund:${memberId}`,
        kind: 'deposit',
        reference: { type: 'test', id: String(memberId) },
        actor: system,
        fromAccountId: clearing,
        toAccountId: main,
        amountFen: fen,
      });
    }
    return { main, clearing };
  });
}

async function expectLedgerHealthy() {
  const report = await runLedgerCheck(database.db, businessRowChecks());
  expect(report.invariants.filter((invariant) => !invariant.ok)).toEqual([]);
  return report;
}

describe('ledger.post', () => {
  it('moves money between accounts and records balanced entries', async () => {
    const { main, clearing } = await fundedMember(1n, 10_000n);
    expect(await getBalance(database.db, main)).toBe(10_000n);
    expect(await getBalance(database.db, clearing)).toBe(-10_000n);
    const report = await expectLedgerHealthy();
    expect(report.totals).toEqual({ accounts: 2, transactions: 1, entries: 2 });
  });

  it('returns the first result for a replayed key and moves nothing', async () => {
    const { main, clearing } = await fundedMember(2n, 0n);
    const input = {
      idempotencyKey: 'deposit:order-1',
      kind: 'deposit',
      reference: { type: 'deposit_order', id: 'order-1' },
      actor: system,
      fromAccountId: clearing,
      toAccountId: main,
      amountFen: 5_000n,
    };
    const first = await withTransaction(database.db, (tx) => transfer(tx, input));
    const second = await withTransaction(database.db, (tx) => transfer(tx, input));
    expect(first.replayed).toBe(false);
    expect(second.replayed).toBe(true);
    expect(second.id).toBe(first.id);
    expect(await getBalance(database.db, main)).toBe(5_000n);

    await expect(
      withTransaction(database.db, (tx) => transfer(tx, { ...input, amountFen: 6_000n })),
    ).rejects.toBeInstanceOf(IdempotencyConflictError);
    expect(await getBalance(database.db, main)).toBe(5_000n);
  });

  it('refuses to take a member account below zero and rolls back the whole transaction', async () => {
    const { main } = await fundedMember(3n, 1_000n);
    const platform = await ensureAccount(database.db, memberPlatform(3n, 'house'));
    await expect(
      withTransaction(database.db, (tx) =>
        transfer(tx, {
          idempotencyKey: 'transfer:too-much',
          kind: 'transfer_in',
          reference: { type: 'transfer', id: 'x' },
          actor: { type: 'member', id: '3' },
          fromAccountId: main,
          toAccountId: platform,
          amountFen: 1_001n,
          insufficientFundsMessage: '操作金额超出了您的账户余额！',
        }),
      ),
    ).rejects.toThrow(InsufficientFundsError);
    expect(await getBalance(database.db, main)).toBe(1_000n);
    const [count] = await queryRows<{ n: unknown }>(
      database.db,
      sql`select count(*) as n from ledger_transactions where idempotency_key = 'transfer:too-much'`,
    );
    expect(Number(count?.n)).toBe(0);
  });

  it('is backed by a database CHECK, not only by code', async () => {
    const { main } = await fundedMember(4n, 100n);
    let error: unknown;
    try {
      await database.db.execute(sql`update ledger_accounts set balance = -1 where id = ${main.toString()}::bigint`);
    } catch (caught) {
      error = caught;
    }
    expect(isCheckViolation(error)).toBe(true);
  });

  it('refuses unbalanced or degenerate transactions', async () => {
    const { main, clearing } = await fundedMember(5n, 100n);
    const base = { kind: 'x', reference: { type: 't', id: '1' }, actor: system };
    await expect(
      post(database.db, {
        ...base,
        idempotencyKey: 'a',
        entries: [
          { accountId: main, amountFen: 10n },
          { accountId: clearing, amountFen: -9n },
        ],
      }),
    ).rejects.toThrow(/sum/);
    await expect(
      post(database.db, {
        ...base,
        idempotencyKey: 'b',
        entries: [
          { accountId: main, amountFen: 10n },
          { accountId: main, amountFen: -10n },
        ],
      }),
    ).rejects.toThrow(/two accounts/);
    await expect(
      post(database.db, {
        ...base,
        idempotencyKey: 'c',
        entries: [
          { accountId: main, amountFen: 0n },
          { accountId: clearing, amountFen: 0n },
        ],
      }),
    ).rejects.toThrow(/zero/);
  });
});

describe('ledger.reverse', () => {
  it('undoes a transaction once with a new reversing transaction', async () => {
    const { main, clearing } = await fundedMember(6n, 2_000n);
    const [funding] = await queryRows<{ id: unknown }>(
      database.db,
      sql`select id from ledger_transactions where idempotency_key = 'fund:6'`,
    );
    const originalId = BigInt(String(funding?.id));
    const reversal = await withTransaction(database.db, (tx) =>
      reverse(tx, { transactionId: originalId, idempotencyKey: 'reverse:fund:6', actor: { type: 'staff', id: '1' } }),
    );
    expect(reversal.kind).toBe('deposit_reversal');
    expect(await getBalance(database.db, main)).toBe(0n);
    expect(await getBalance(database.db, clearing)).toBe(0n);

    const replay = await withTransaction(database.db, (tx) =>
      reverse(tx, { transactionId: originalId, idempotencyKey: 'reverse:fund:6', actor: { type: 'staff', id: '1' } }),
    );
    expect(replay.replayed).toBe(true);
    await expect(
      withTransaction(database.db, (tx) =>
        reverse(tx, { transactionId: originalId, idempotencyKey: 'reverse:again', actor: { type: 'staff', id: '1' } }),
      ),
    ).rejects.toThrow(/already reversed/);
    await expectLedgerHealthy();
  });
});

describe('runLedgerCheck', () => {
  it('reports a stored balance that drifted from its entries', async () => {
    const { main } = await fundedMember(7n, 500n);
    await database.db.execute(sql`update ledger_accounts set balance = 400 where id = ${main.toString()}::bigint`);
    const report = await runLedgerCheck(database.db);
    expect(report.ok).toBe(false);
    const drift = report.invariants.find((invariant) => invariant.name.startsWith('stored balances'));
    expect(drift?.violations[0]).toContain('member:7:main: stored 400 fen, entries sum to 500 fen');
  });

  it('reports entries that do not sum to zero', async () => {
    const { main } = await fundedMember(8n, 500n);
    const [tx] = await queryRows<{ id: unknown }>(database.db, sql`select id from ledger_transactions limit 1`);
    await database.db.execute(
      sql`insert into ledger_entries (transaction_id, account_id, amount, balance_after) values (${String(tx?.id)}::bigint, ${main.toString()}::bigint, 1, 501)`,
    );
    const report = await runLedgerCheck(database.db);
    expect(report.ok).toBe(false);
    expect(report.invariants[0]?.violations.join('\n')).toContain('fund:8');
  });

  it('reports a final business row without exactly one ledger transaction', async () => {
    await database.db.execute(sql`create table if not exists probe_orders (id text primary key, state int not null)`);
    await database.db.execute(sql`delete from probe_orders`);
    await database.db.execute(sql`insert into probe_orders values ('paid-1', 1), ('paid-2', 1), ('open-3', 0)`);
    await fundedMember(9n, 0n);
    const { main, clearing } = await fundedMember(9n, 0n);
    await transfer(database.db, {
      idempotencyKey: 'deposit:paid-1',
      kind: 'deposit',
      reference: { type: 'probe_order', id: 'paid-1' },
      actor: system,
      fromAccountId: clearing,
      toAccountId: main,
      amountFen: 100n,
    });
    registerBusinessRowCheck({
      name: 'probe order',
      query: sql`select o.id as reference_id, count(t.id) as transactions
                   from probe_orders o
                   left join ledger_transactions t on t.reference_type = 'probe_order' and t.reference_id = o.id
                  where o.state = 1 group by o.id having count(t.id) <> 1`,
    });
    const report = await runLedgerCheck(database.db, businessRowChecks());
    const business = report.invariants[3];
    expect(business?.ok).toBe(false);
    expect(business?.violations).toEqual(['probe order paid-2: 0 ledger transactions (expected 1)']);
  });
});

describe('runLedgerCheck in batches', () => {
  /** 12 members funded from one clearing account: 12 transactions, 13 accounts, the clearing one busy. */
  async function manyPostings() {
    const mains: bigint[] = [];
    for (let member = 1n; member <= 12n; member += 1n)
      mains.push((await fundedMember(100n + member, 100n + member)).main);
    return mains;
  }
  const small = { batchSize: 5, largeAccount: { entries: 4, chunk: 3 } };

  it('covers every row in batches, reports progress up to the total, and counts like one pass', async () => {
    await manyPostings();
    const progress: { phase: string; rowsChecked: number; rowsTotal: number }[] = [];
    const report = await runLedgerCheck(database.db, businessRowChecks(), {
      ...small,
      onProgress: async (step) => {
        progress.push(step);
      },
    });
    expect(report.ok).toBe(true);
    expect(report.totals).toEqual({ accounts: 13, transactions: 12, entries: 24 });
    // 12 transactions in batches of 5 (3 steps), 13 accounts in batches of 1 (13 steps), then each business check.
    expect(progress.filter((step) => step.phase === 'transactions').map((step) => step.rowsChecked)).toEqual([
      5, 10, 12,
    ]);
    expect(progress.filter((step) => step.phase === 'accounts')).toHaveLength(13);
    const last = progress.at(-1);
    expect(last?.rowsChecked).toBe(last?.rowsTotal);
    expect(
      progress.every((step, index) => index === 0 || step.rowsChecked >= (progress[index - 1]?.rowsChecked ?? 0)),
    ).toBe(true);
  });

  it('finds a drifted busy account (summed in chunks) and a broken transaction in a later batch', async () => {
    const mains = await manyPostings();
    const [clearing] = await queryRows<{ id: unknown }>(
      database.db,
      sql`select id from ledger_accounts where owner_type = 'house' limit 1`,
    );
    // The busy account's last entry and its stored balance agree, but one old entry was altered.
    await database.db.execute(
      sql`update ledger_entries set amount = amount - 1 where id = (select min(id) from ledger_entries where account_id = ${String(clearing?.id)}::bigint)`,
    );
    // A member's stored balance drifts from its entries.
    await database.db.execute(
      sql`update ledger_accounts set balance = balance + 7 where id = ${String(mains[11])}::bigint`,
    );
    const report = await runLedgerCheck(database.db, [], small);
    expect(report.ok).toBe(false);
    const [sums, balances] = report.invariants;
    // The altered entry unbalances its transaction (batch 1) and the overall sum.
    expect(sums?.violationCount).toBe(2);
    expect(sums?.violations.join('\n')).toContain('fund:101');
    expect(balances?.violationCount).toBe(2);
    expect(balances?.violations.join('\n')).toMatch(
      /house:deposit_clearing:test: stored -\d+ fen, entries sum to -\d+ fen/,
    );
    expect(balances?.violations.join('\n')).toContain('member:112:main: stored 119 fen, entries sum to 112 fen');
  });

  it('stops between batches when cancelled', async () => {
    await manyPostings();
    let steps = 0;
    await expect(
      runLedgerCheck(database.db, [], {
        ...small,
        onProgress: async () => {
          steps += 1;
        },
        isCancelled: () => steps >= 2,
      }),
    ).rejects.toThrow('ledger check cancelled');
    expect(steps).toBe(2);
  });
});

describe.runIf(testDriver() === 'pg')('ledger under concurrency (PostgreSQL)', () => {
  it('never overdraws one hot account under 1,000 parallel conflicting debits', async () => {
    const { main } = await fundedMember(100n, 50_000n); // 500.00
    const sink = await ensureAccount(database.db, memberPlatform(100n, 'house'));
    const attempts = Array.from({ length: 1_000 }, (_, i) =>
      withTransaction(database.db, (tx) =>
        transfer(tx, {
          idempotencyKey: `hot:${i}`,
          kind: 'transfer_in',
          reference: { type: 'bench', id: String(i) },
          actor: { type: 'member', id: '100' },
          fromAccountId: main,
          toAccountId: sink,
          amountFen: 100n, // 1.00 each: exactly 500 can succeed
        }),
      ).then(
        () => 'ok' as const,
        (error: unknown) => {
          if (error instanceof InsufficientFundsError) return 'refused' as const;
          throw error;
        },
      ),
    );
    const results = await Promise.all(attempts);
    expect(results.filter((r) => r === 'ok')).toHaveLength(500);
    expect(results.filter((r) => r === 'refused')).toHaveLength(500);
    expect(await getBalance(database.db, main)).toBe(0n);
    expect(await getBalance(database.db, sink)).toBe(50_000n);
    await expectLedgerHealthy();
  });

  it('keeps every invariant under 1,000 parallel transfers across many accounts in both directions', async () => {
    const members = 20;
    const accounts: bigint[] = [];
    for (let m = 0; m < members; m += 1) {
      const { main } = await fundedMember(BigInt(200 + m), 1_000n);
      accounts.push(main);
    }
    const jobs = Array.from({ length: 1_000 }, (_, i) => {
      const from = accounts[i % members]!;
      const to = accounts[(i * 7 + 3) % members]!;
      if (from === to) return Promise.resolve('skip' as const);
      return withTransaction(database.db, (tx) =>
        transfer(tx, {
          idempotencyKey: `mesh:${i}`,
          kind: 'test_transfer',
          reference: { type: 'bench', id: String(i) },
          actor: system,
          fromAccountId: from,
          toAccountId: to,
          amountFen: BigInt(1 + (i % 300)),
        }),
      ).then(
        () => 'ok' as const,
        (error: unknown) => {
          if (error instanceof InsufficientFundsError) return 'refused' as const;
          throw error;
        },
      );
    });
    // A replayed key racing its first use must still move money once.
    const replays = Array.from({ length: 50 }, () =>
      withTransaction(database.db, (tx) =>
        transfer(tx, {
          idempotencyKey: 'mesh:replayed',
          kind: 'test_transfer',
          reference: { type: 'bench', id: 'replayed' },
          actor: system,
          fromAccountId: accounts[0]!,
          toAccountId: accounts[1]!,
          amountFen: 1n,
        }),
      ).catch((error: unknown) => {
        if (error instanceof InsufficientFundsError) return null;
        throw error;
      }),
    );
    const results = await Promise.all([...jobs, ...replays]);
    expect(results.filter((r) => r === 'ok').length).toBeGreaterThan(100);

    const report = await expectLedgerHealthy();
    const [replayCount] = await queryRows<{ n: unknown }>(
      database.db,
      sql`select count(*) as n from ledger_transactions where idempotency_key = 'mesh:replayed'`,
    );
    expect(Number(replayCount?.n)).toBeLessThanOrEqual(1);
    const total = (await Promise.all(accounts.map((id) => getBalance(database.db, id)))).reduce((a, b) => a + b, 0n);
    expect(total).toBe(BigInt(members) * 1_000n); // money only moved between members
    expect(report.totals.transactions).toBeGreaterThan(100);
  });
});
