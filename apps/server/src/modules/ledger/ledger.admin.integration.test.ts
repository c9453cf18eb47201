import { describe, expect, it } from 'vitest';
import { useBackOfficeTestApp } from '../../../test/back-office';
import { house } from './index';

const { call, auditOf, current, fund, newMember, tokenOf } = useBackOfficeTestApp({
  staff: { service1: 'customer_service', finance1: 'finance', finance2: 'finance' },
});

describe('ledger search and check (staff)', () => {
  it('searches the ledger with entries', async () => {
    const member = await newMember();
    await fund(member.id, 42_00n, { kind: 'test_fund', from: house('bench') });
    // An applied staff adjustment, so the search by kind has one to find.
    const adjusted = await newMember();
    const adjustment = await call('POST', `/api/admin/members/${adjusted.id}/adjustments`, tokenOf('finance1'), {
      direction: 'credit',
      amount: 1,
      reason: '测试调账',
    });
    expect(adjustment.body.data.state).toBe(1);
    const page = await call('GET', `/api/admin/ledger?member_id=${member.id}`, tokenOf('finance1'));
    expect(page.body.data.total).toBe(1);
    // An unlabelled kind (a test's own) shows as its code.
    expect(page.body.data.data[0]).toMatchObject({ kind: 'test_fund', kind_label: 'test_fund', actor_type: 'system' });
    expect(page.body.data.data[0].entries).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          account_code: `member:${member.id}:main`,
          account_label: `${member.name} · 中心钱包`,
          username: member.name,
          amount: '42.00',
          balance_after: '42.00',
          member_id: Number(member.id),
        }),
      ]),
    );
    expect(page.body.data.data[0].entries).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ owner_type: 'house', account_label: '平台 · 压测', username: '' }),
      ]),
    );
    const adjustments = (await call('GET', `/api/admin/ledger?kind=staff_adjustment&per_page=1`, tokenOf('finance1')))
      .body.data;
    expect(adjustments.total).toBeGreaterThan(0);
    expect(adjustments.data[0]).toMatchObject({ kind: 'staff_adjustment', kind_label: '人工调账' });
    const csv = await call('GET', `/api/admin/ledger?format=csv&username=${member.name}`, tokenOf('finance1'));
    expect(csv.text.slice(1).split('\r\n')[0]).toBe(
      '交易ID,幂等键,类型,类型代码,关联类型,关联编号,操作方,备注,时间,账户,账户代码,会员ID,金额,变动后余额',
    );
    expect(csv.text.slice(1).trim().split('\r\n')).toHaveLength(3);
    expect((await call('GET', '/api/admin/ledger', tokenOf('service1'))).status).toBe(403);
  });
});

describe('ledger check runs (staff, background)', () => {
  /** Polls a run until it is no longer running; answers the last state seen and every progress read. */
  async function waitForRun(id: number) {
    const seen: { state: string; rows_checked: number; rows_total: number }[] = [];
    for (let attempt = 0; attempt < 200; attempt += 1) {
      const run = (await call('GET', `/api/admin/ledger/check/${id}`, tokenOf('finance1'))).body.data;
      seen.push(run);
      if (run.state !== 'running') return { run, seen };
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error('the ledger check did not finish');
  }

  it('starts in the background, answers the run id at once, then reports progress and the result', async () => {
    const member = await newMember();
    await fund(member.id, 10_00n);
    expect((await call('GET', '/api/admin/ledger/check', tokenOf('service1'))).status).toBe(403);

    const started = await call('POST', '/api/admin/ledger/check', tokenOf('finance1'));
    expect(started.body).toMatchObject({
      code: 200,
      message: '账本检查已开始',
      data: { state: 'running', started_by: 'finance1', finished_at: '', report: null },
    });
    const { id } = started.body.data;
    expect(id).toBeGreaterThan(0);
    const { run } = await waitForRun(id);
    expect(run).toMatchObject({ id, state: 'passed', phase: 'done', started_by: 'finance1', error: '' });
    expect(run.rows_total).toBeGreaterThan(0);
    expect(run.rows_checked).toBe(run.rows_total);
    expect(run.finished_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(run.report.ok).toBe(true);
    expect(run.report.invariants).toHaveLength(4);
    expect(run.report.totals.transactions).toBeGreaterThan(0);
    expect((await call('GET', '/api/admin/ledger/check', tokenOf('finance1'))).body.data).toMatchObject({ id });
    expect((await auditOf('finance.ledger.check'))[0]).toMatchObject({
      staff_username: 'finance1',
      after: { run_id: id },
    });
    expect((await call('GET', '/api/admin/ledger/check/999999', tokenOf('finance1'))).body).toMatchObject({
      code: 404,
      message: '账本检查记录不存在',
    });
    expect((await call('GET', '/api/admin/ledger/check/abc', tokenOf('finance1'))).status).toBe(400);
  });

  it('runs one at a time, and replaces a run whose instance stopped', async () => {
    const { testApp } = current();
    const [held] = await testApp.database.query<{ id: string }>(
      `insert into ledger_check_runs (state, phase, started_by) values ('running', 'accounts', 'finance2') returning id::text`,
    );
    const second = await call('POST', '/api/admin/ledger/check', tokenOf('finance1'));
    expect(second.body).toMatchObject({
      message: '已有账本检查正在进行',
      data: { id: Number(held?.id), state: 'running', started_by: 'finance2' },
    });
    // Its instance stopped writing progress: the next start closes it and begins a new run.
    await testApp.database.query(
      `update ledger_check_runs set heartbeat_at = now() - interval '3 minutes' where id = $1`,
      [held?.id],
    );
    const third = await call('POST', '/api/admin/ledger/check', tokenOf('finance1'));
    expect(third.body.message).toBe('账本检查已开始');
    expect(third.body.data.id).not.toBe(Number(held?.id));
    expect((await call('GET', `/api/admin/ledger/check/${held?.id}`, tokenOf('finance1'))).body.data).toMatchObject({
      state: 'error',
      error: '检查中断（运行它的服务器已停止），请重新运行',
    });
    expect((await waitForRun(third.body.data.id)).run.state).toBe('passed');
  });

  it('reports a broken invariant', async () => {
    const { testApp } = current();
    const member = await newMember();
    await fund(member.id, 5_00n);
    await testApp.database.query(`update ledger_accounts set balance = balance + 1 where code = $1`, [
      `member:${member.id}:main`,
    ]);
    try {
      const started = await call('POST', '/api/admin/ledger/check', tokenOf('finance1'));
      const { run } = await waitForRun(started.body.data.id);
      expect(run.state).toBe('failed');
      const drift = run.report.invariants.find((invariant: { name: string }) => invariant.name.startsWith('stored'));
      expect(drift).toMatchObject({ ok: false, violation_count: 1 });
      expect(drift.violations[0]).toBe(`account member:${member.id}:main: stored 501 fen, entries sum to 500 fen`);
    } finally {
      await testApp.database.query(`update ledger_accounts set balance = balance - 1 where code = $1`, [
        `member:${member.id}:main`,
      ]);
    }
  });
});
