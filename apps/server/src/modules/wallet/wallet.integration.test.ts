import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer, TEST_ENV } from '../../../test/factories';
import { memberHelpers } from '../../../test/members';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { testDriver } from '../../../test/test-database';
import { businessRowChecks, ensureAccount, getBalance, memberMain, runLedgerCheck } from '../ledger';
import { gamePlatforms } from './wallet.tables';
import { ScriptedPlatform } from './scripted-platform';
import { moveAllInto, recallAll, reconcilePendingTransfers, requestTransfer, TransferState } from './transfers.service';

let testApp: TestApp;
let app: FastifyInstance;
let scripted: ScriptedPlatform;
let yuanPlatform: ScriptedPlatform;

beforeAll(async () => {
  testApp = await createTestApp({ env: TEST_ENV });
  app = testApp.app;
  scripted = new ScriptedPlatform('ext');
  yuanPlatform = new ScriptedPlatform('yuanplat', 'yuan');
  app.services.platforms.register('scripted', (platform) => (platform.platname === 'ext' ? scripted : yuanPlatform));
  await app.db.insert(gamePlatforms).values([
    { platname: 'ext', name: '外部平台', adapter: 'scripted', amountUnit: 'fen', sort: 1 },
    { platname: 'yuanplat', name: '整数平台', adapter: 'scripted', amountUnit: 'yuan', sort: 2 },
  ]);
});
afterAll(async () => {
  await testApp.close();
});
beforeEach(() => {
  scripted.script.length = 0;
  scripted.defaultBehaviour = 'success';
  scripted.queryDown = false;
});

const { newMember, fund } = memberHelpers(() => testApp);

/** Moves a member's transfers a minute into the past, beyond the grace period of "not found". */
async function ageTransfers(memberId: bigint) {
  await testApp.database.query(
    `update platform_transfers set created_at = now() - interval '1 minute' where member_id = $1`,
    [memberId],
  );
}

/** A registered member with `fen` on the main wallet (a test deposit through the ledger). */
async function memberWithBalance(fen: bigint) {
  const member = await newMember();
  if (fen > 0n) await fund(member.id, fen, { kind: 'test_deposit' });
  return { ...member, memberId: member.id };
}

const post = (token: string, url: string, payload: Record<string, unknown> = {}) =>
  app.inject({ method: 'POST', url, headers: bearer(token), payload }).then((response) => response.json());

async function mainBalance(memberId: bigint) {
  return getBalance(app.db, await ensureAccount(app.db, memberMain(memberId)));
}

async function platformBalances(token: string): Promise<Record<string, string>> {
  const body = await post(token, '/api/balancelist');
  return Object.fromEntries(body.data.map((row: { platname: string; balance: string }) => [row.platname, row.balance]));
}

describe('POST /api/transfer with the house platform', () => {
  it('moves money in and out in one ledger transaction each', async () => {
    const { token, memberId } = await memberWithBalance(10_000n);
    const into = await post(token, '/api/transfer', {
      amount: '60.50',
      sourcetype: 'userbalance',
      targettype: 'house',
    });
    expect(into).toMatchObject({ code: 200, message: '转账成功', data: { state: 1, amount: '60.50' } });
    expect((await platformBalances(token)).house).toBe('60.50');
    expect(await mainBalance(memberId)).toBe(3_950n);

    const out = await post(token, '/api/transfer', { amount: 10, sourcetype: 'house', targettype: 'userbalance' });
    expect(out.code).toBe(200);
    expect((await platformBalances(token)).house).toBe('50.50');
    expect(await mainBalance(memberId)).toBe(4_950n);
  });

  it('answers the spec messages for a missing amount and for amounts above a balance', async () => {
    const { token } = await memberWithBalance(1_000n);
    expect((await post(token, '/api/transfer', { sourcetype: 'userbalance', targettype: 'house' })).message).toBe(
      '请输入操作金额！',
    );
    expect(
      (await post(token, '/api/transfer', { amount: 10.01, sourcetype: 'userbalance', targettype: 'house' })).message,
    ).toBe('操作金额超出了您的账户余额！');
    expect(
      (await post(token, '/api/transfer', { amount: 1, sourcetype: 'house', targettype: 'userbalance' })).message,
    ).toBe('操作金额超出了您该游戏平台的余额！');
    expect(
      (await post(token, '/api/transfer', { amount: '1.234', sourcetype: 'userbalance', targettype: 'house' })).message,
    ).toBe('金额最多保留两位小数');
    expect(
      (await post(token, '/api/transfer', { amount: 1, sourcetype: 'userbalance', targettype: 'nope' })).message,
    ).toBe('游戏平台不存在');
  });

  it('lists every enabled platform and refuses without a session', async () => {
    const { token } = await memberWithBalance(0n);
    const balances = await post(token, '/api/balancelist');
    expect(balances.data[0]).toEqual({ name: '自营游戏', platname: 'house', balance: '0.00', maintenance: 0 });
    expect((await app.inject({ method: 'POST', url: '/api/balancelist' })).json().code).toBe(401);
  });
});

describe('transfers to an outside platform', () => {
  it('posts on success', async () => {
    const { token, memberId } = await memberWithBalance(5_000n);
    const body = await post(token, '/api/transfer', { amount: 20, sourcetype: 'userbalance', targettype: 'ext' });
    expect(body.data.state).toBe(TransferState.success);
    expect(await scripted.getBalance(memberId)).toBe(2_000n);
    expect(await mainBalance(memberId)).toBe(3_000n);
  });

  it('refunds a definite failure', async () => {
    const { token, memberId } = await memberWithBalance(5_000n);
    scripted.script.push('fail');
    const body = await post(token, '/api/transfer', { amount: 20, sourcetype: 'userbalance', targettype: 'ext' });
    expect(body).toMatchObject({ code: 422, message: '转账失败，资金已退回您的账户' });
    expect(await mainBalance(memberId)).toBe(5_000n);
  });

  it('keeps an unknown outcome pending, and never refunds it before the platform answers', async () => {
    const { token, memberId } = await memberWithBalance(5_000n);
    scripted.script.push('unknown-not-moved');
    const body = await post(token, '/api/transfer', { amount: 30, sourcetype: 'userbalance', targettype: 'ext' });
    expect(body).toMatchObject({ code: 200, data: { state: TransferState.pending } });
    expect(await mainBalance(memberId)).toBe(2_000n);

    // The platform is down: even long after, nothing is refunded blindly.
    scripted.queryDown = true;
    await testApp.database.query(
      `update platform_transfers set created_at = now() - interval '1 hour' where member_id = $1`,
      [memberId],
    );
    await reconcilePendingTransfers(app.db, app.services.platforms);
    expect(await mainBalance(memberId)).toBe(2_000n);

    // The platform answers that it never got the order: now, and only now, the refund.
    scripted.queryDown = false;
    await reconcilePendingTransfers(app.db, app.services.platforms);
    expect(await mainBalance(memberId)).toBe(5_000n);
    const report = await runLedgerCheck(app.db, businessRowChecks());
    expect(report.ok).toBe(true);
  });

  it('waits out the grace period before trusting "not found"', async () => {
    const { token, memberId } = await memberWithBalance(1_000n);
    scripted.script.push('unknown-not-moved');
    await post(token, '/api/transfer', { amount: 10, sourcetype: 'userbalance', targettype: 'ext' });
    await ageTransfers(memberId);
    await reconcilePendingTransfers(app.db, app.services.platforms);
    expect(await mainBalance(memberId)).toBe(0n);
  });

  it('settles an unknown outcome that did move the money as a success', async () => {
    const { token, memberId } = await memberWithBalance(5_000n);
    scripted.script.push('unknown-moved');
    await post(token, '/api/transfer', { amount: 30, sourcetype: 'userbalance', targettype: 'ext' });
    await ageTransfers(memberId);
    const result = await reconcilePendingTransfers(app.db, app.services.platforms);
    expect(result.settled).toBeGreaterThanOrEqual(1);
    expect(await mainBalance(memberId)).toBe(2_000n);
    expect(await scripted.getBalance(memberId)).toBe(3_000n);
  });

  it('credits a transfer out only after the platform confirms', async () => {
    const { token, memberId } = await memberWithBalance(5_000n);
    await post(token, '/api/transfer', { amount: 50, sourcetype: 'userbalance', targettype: 'ext' });
    scripted.script.push('unknown-moved');
    const out = await post(token, '/api/transfer', { amount: 50, sourcetype: 'ext', targettype: 'userbalance' });
    expect(out.data.state).toBe(TransferState.pending);
    expect(await mainBalance(memberId)).toBe(0n);
    await ageTransfers(memberId);
    await reconcilePendingTransfers(app.db, app.services.platforms);
    expect(await mainBalance(memberId)).toBe(5_000n);
    expect((await runLedgerCheck(app.db, businessRowChecks())).ok).toBe(true);
  });

  it('moves only whole yuan to a whole-yuan platform', async () => {
    const { token, memberId } = await memberWithBalance(10_050n);
    const body = await post(token, '/api/transfer', {
      amount: '100.50',
      sourcetype: 'userbalance',
      targettype: 'yuanplat',
    });
    expect(body.data.amount).toBe('100.00');
    expect(await mainBalance(memberId)).toBe(50n);
    expect(
      (await post(token, '/api/transfer', { amount: '0.50', sourcetype: 'userbalance', targettype: 'yuanplat' }))
        .message,
    ).toBe('该游戏平台只接受整数金额');
  });
});

describe('recall, transfer mode and transfer-free launch', () => {
  it('transall recalls every platform with a balance', async () => {
    const { token, memberId } = await memberWithBalance(10_000n);
    await post(token, '/api/transfer', { amount: 30, sourcetype: 'userbalance', targettype: 'house' });
    await post(token, '/api/transfer', { amount: 40, sourcetype: 'userbalance', targettype: 'ext' });
    const body = await post(token, '/api/transall');
    expect(body).toMatchObject({ code: 200, message: '回收成功' });
    expect(await mainBalance(memberId)).toBe(10_000n);
    expect((await post(token, '/api/transall')).message).toBe('各游戏平台暂无余额');
  });

  it('switches the transfer mode', async () => {
    const { token } = await memberWithBalance(0n);
    expect(await post(token, '/api/uptransferstatus', { transferstatus: 1 })).toMatchObject({
      code: 200,
      message: '操作成功！',
    });
    expect((await post(token, '/api/user')).data.transferstatus).toBe(1);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/uptransferstatus',
          headers: bearer(token),
          payload: { transferstatus: 7 },
        })
      ).statusCode,
    ).toBe(400);
  });

  it('moves the whole main balance into the launched platform after recalling the others', async () => {
    const { token, memberId } = await memberWithBalance(8_000n);
    await post(token, '/api/transfer', { amount: 30, sourcetype: 'userbalance', targettype: 'ext' });
    await moveAllInto(app.db, app.services.platforms, memberId, 'house');
    expect(await mainBalance(memberId)).toBe(0n);
    expect((await platformBalances(token)).house).toBe('80.00');
    expect(await scripted.getBalance(memberId)).toBe(0n);
  });
});

describe.runIf(testDriver() === 'pg')('transfer races (PostgreSQL)', () => {
  it('never overdraws under parallel transfers in and out and recalls', async () => {
    const { token, memberId } = await memberWithBalance(10_000n);
    const platforms = app.services.platforms;
    // Straight to the service: the HTTP rate limit would otherwise turn most of the race away.
    const calls = Array.from({ length: 100 }, (_, i) => {
      if (i % 10 === 9) return recallAll(app.db, platforms, memberId).then(() => 'recalled');
      const into = i % 2 === 0;
      return requestTransfer(app.db, platforms, memberId, {
        amountFen: 700n,
        sourcetype: into ? 'userbalance' : 'house',
        targettype: into ? 'house' : 'userbalance',
      }).then(
        (result) => String(result.state),
        (error: unknown) => {
          if (error instanceof Error && /超出/.test(error.message)) return 'refused';
          throw error;
        },
      );
    });
    const results = await Promise.all(calls);
    expect(results.filter((result) => result === '1').length).toBeGreaterThan(10);
    const main = await mainBalance(memberId);
    const houseBalance = (await platformBalances(token)).house;
    expect(main >= 0n).toBe(true);
    expect(main + BigInt(String(houseBalance).replace('.', ''))).toBe(10_000n);
    const report = await runLedgerCheck(app.db, businessRowChecks());
    expect(report.invariants.filter((invariant) => !invariant.ok)).toEqual([]);
  });
});
