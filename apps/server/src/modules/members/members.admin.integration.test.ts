import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { yuanStringToFen } from '@app/shared/money';
import { bearer, randomIp } from '../../../test/factories';
import { useBackOfficeTestApp } from '../../../test/back-office';
import type { TestApp } from '../../../test/test-app';
import { ScriptedPlatform } from '../wallet';
import { countActiveMembersBetween, countNewMembersBetween, newMembersPerDay, usernamesByIds } from './index';

const scripted = new ScriptedPlatform('scripted');
const { call, auditOf, newMember, login, tokenOf, current } = useBackOfficeTestApp({
  scripted,
  staff: { service1: 'customer_service', risk1: 'risk' },
});
let testApp: TestApp;
let app: FastifyInstance;
let admin: string;
beforeAll(() => {
  ({ testApp, app, admin } = current());
});

describe('members', () => {
  it('finds members by name, mobile, status and id, pages on the server and exports CSV', async () => {
    const member = await newMember({ mobile: true, fen: 12_345n });
    const name = member.name;
    const byName = await call('GET', `/api/admin/members?username=${name.slice(0, 8)}&per_page=5`, admin);
    expect(byName.body.data).toMatchObject({ current_page: 1, per_page: 5 });
    expect(byName.body.data.data.map((row: { username: string }) => row.username)).toContain(name);
    // One or two characters match the beginning of the name (prefix index), any case; three or more anywhere.
    const namesFor = async (text: string) =>
      (
        await call('GET', `/api/admin/members?username=${encodeURIComponent(text)}&per_page=100`, admin)
      ).body.data.data.map((row: { username: string }) => row.username);
    expect(await namesFor(name.slice(0, 2).toUpperCase())).toContain(name);
    expect(await namesFor(name.slice(0, 1))).toContain(name);
    if (name.slice(3, 5).toLowerCase() !== name.slice(0, 2).toLowerCase()) {
      expect(await namesFor(name.slice(3, 5))).not.toContain(name);
    }
    expect(await namesFor(name.slice(3, 6))).toContain(name);
    expect(await namesFor('%_')).toEqual([]);
    const byId = await call('GET', `/api/admin/members?id=${member.id}`, admin);
    expect(byId.body.data.total).toBe(1);
    expect(byId.body.data.data[0]).toMatchObject({
      id: Number(member.id),
      username: name,
      status: 'active',
      balance: '123.45',
      vip_level: 0,
    });
    const today = new Date().toISOString().slice(0, 10);
    const sorted = await call(
      'GET',
      `/api/admin/members?sort=balance&order=desc&per_page=100&status=active&registered_from=2000-01-01`,
      admin,
    );
    const balances = sorted.body.data.data.map((row: { balance: string }) => yuanStringToFen(row.balance));
    expect([...balances].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0))).toEqual(balances);
    expect((await call('GET', `/api/admin/members?registered_to=2000-01-01`, admin)).body.data.total).toBe(0);
    expect((await call('GET', `/api/admin/members?per_page=500`, admin)).status).toBe(400);
    expect(today).toMatch(/^\d{4}-/);

    const csv = await call('GET', `/api/admin/members?format=csv&id=${member.id}`, admin);
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="members-\d+\.csv"$/);
    expect(csv.text.charCodeAt(0)).toBe(0xfeff);
    const lines = csv.text.slice(1).trim().split('\r\n');
    expect(lines[0]).toBe(
      '会员ID,用户名,真实姓名,手机号,状态,VIP等级,累计充值,中心钱包余额,代理,推荐人ID,注册IP,注册时间,最后登录时间,最后登录IP',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`${member.id},${name},张三,`);
    expect(lines[1]).toContain(',正常,0,0.00,123.45,否,');
  });

  it('shows the profile: balances, hold, turnover, masked cards, logins and notes', async () => {
    const member = await newMember({ mobile: true, fen: 50_000n });
    const bound = await app.inject({
      method: 'POST',
      url: '/api/bindcard',
      headers: bearer(member.token),
      payload: {
        bank: '中国工商银行',
        bank_owner: '张三',
        bank_address: '北京朝阳支行',
        bank_no: '6222020212345678901',
        pay_pass: '123456',
      },
      remoteAddress: randomIp(),
    });
    expect(bound.json().code).toBe(200);
    const note = await call('POST', `/api/admin/members/${member.id}/notes`, tokenOf('service1'), {
      note: '会员来电咨询提现',
    });
    expect(note.body.code).toBe(200);

    const profile = (await call('GET', `/api/admin/members/${member.id}`, tokenOf('service1'))).body.data;
    expect(profile.member).toMatchObject({
      id: Number(member.id),
      username: member.name,
      mobile_verified: true,
      has_pay_password: true,
      active_sessions: 1,
    });
    expect(profile.balances).toMatchObject({ main: '500.00', withdrawal_hold: '0.00', pending_transfers: 0 });
    expect(profile.balances.platforms).toEqual(
      expect.arrayContaining([
        { platname: 'house', name: expect.any(String), balance: '0.00', source: 'ledger' },
        { platname: 'scripted', name: '测试平台', balance: '0.00', source: 'platform' },
      ]),
    );
    expect(profile.turnover).toEqual({ outstanding: '0.00', total_required: '0.00', total_valid_bet: '0.00' });
    expect(profile.cards).toHaveLength(1);
    expect(profile.cards[0].card_number).toBe('***************8901');
    expect(JSON.stringify(profile)).not.toContain('6222020212345678901');
    expect(profile.logins[0]).toMatchObject({ succeeded: true });
    expect(profile.notes[0]).toMatchObject({ staff_username: 'service1', note: '会员来电咨询提现' });
    const [audit] = await auditOf('member.note', String(member.id));
    expect(audit).toMatchObject({ staff_username: 'service1', before: null, after: { note: '会员来电咨询提现' } });
    expect((await call('GET', '/api/admin/members/999999999', admin)).body).toMatchObject({
      code: 404,
      message: '会员不存在',
    });
  });

  it('freezing ends every session at once: the member gets 401 and cannot log in until unfrozen', async () => {
    const member = await newMember();
    expect((await app.inject({ method: 'POST', url: '/api/user', headers: bearer(member.token) })).statusCode).toBe(
      200,
    );
    expect(
      (await call('POST', `/api/admin/members/${member.id}/freeze`, tokenOf('risk1'), { reason: '' })).status,
    ).toBe(400);
    const frozen = await call('POST', `/api/admin/members/${member.id}/freeze`, tokenOf('risk1'), {
      reason: '疑似盗号',
    });
    expect(frozen.body).toMatchObject({ code: 200, data: { status: 'frozen', sessions_ended: 1 } });
    const after = await app.inject({ method: 'POST', url: '/api/user', headers: bearer(member.token) });
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe(401);
    const relogin = await login(member.name, member.password);
    expect(relogin.body).toMatchObject({ code: 422, message: '您的账号已被冻结，请联系客服' });
    expect(
      (await call('POST', `/api/admin/members/${member.id}/freeze`, tokenOf('risk1'), { reason: '再次' })).body.message,
    ).toBe('该会员已是冻结状态');

    const [audit] = await auditOf('member.freeze', String(member.id));
    expect(audit).toMatchObject({
      staff_username: 'risk1',
      before: { status: 'active' },
      after: { status: 'frozen', reason: '疑似盗号', sessions_ended: 1 },
    });
    expect(
      (await call('POST', `/api/admin/members/${member.id}/unfreeze`, tokenOf('risk1'), { reason: '核实为本人' })).body
        .data.status,
    ).toBe('active');
    expect((await auditOf('member.unfreeze', String(member.id)))[0]).toMatchObject({
      before: { status: 'frozen' },
      after: { status: 'active' },
    });
    // The old session stays ended; a new login works again.
    expect((await app.inject({ method: 'POST', url: '/api/user', headers: bearer(member.token) })).statusCode).toBe(
      401,
    );
    const again = await login(member.name, member.password);
    expect(again.body.code).toBe(200);
  });

  it('resets the login password (sessions end) and the fund password, never auditing the password', async () => {
    const member = await newMember();
    const given = await call('POST', `/api/admin/members/${member.id}/reset-password`, tokenOf('service1'), {
      password: 'newpass88',
    });
    expect(given.body).toMatchObject({ code: 200, data: { password: 'newpass88', sessions_ended: 1 } });
    expect((await app.inject({ method: 'POST', url: '/api/user', headers: bearer(member.token) })).statusCode).toBe(
      401,
    );
    const relogin = await login(member.name, 'newpass88');
    expect(relogin.body.code).toBe(200);
    expect(
      (await call('POST', `/api/admin/members/${member.id}/reset-password`, tokenOf('service1'), { password: '短' }))
        .status,
    ).toBe(400);
    const generated = await call('POST', `/api/admin/members/${member.id}/reset-password`, tokenOf('service1'), {});
    expect(generated.body.data.password).toMatch(/^(?=.*[A-Za-z])(?=.*\d)[A-Za-z0-9]{10}$/);
    const fundReset = await call(
      'POST',
      `/api/admin/members/${member.id}/reset-fund-password`,
      tokenOf('service1'),
      {},
    );
    expect(fundReset.body.data.password).toMatch(/^\d{6}$/);

    const audits = await auditOf('member.reset_password', String(member.id));
    expect(audits).toHaveLength(2);
    expect(audits[1]).toMatchObject({ after: { password_changed: true, generated: false, sessions_ended: 1 } });
    expect(JSON.stringify(audits)).not.toContain('newpass88');
    expect(JSON.stringify(audits)).not.toContain(generated.body.data.password);
    expect((await auditOf('member.reset_fund_password', String(member.id)))[0]).toMatchObject({
      after: { fund_password_changed: true, generated: true },
    });
  });
});

describe('member queries for other modules', () => {
  it('counts new and active members, new members per site day and looks up account names', async () => {
    const member = await newMember();
    const db = testApp.database.db;
    const from = new Date(Date.now() - 86_400_000);
    const to = new Date(Date.now() + 60_000);
    const [expected] = await testApp.database.query<{ created: unknown; active: unknown }>(
      `select (select count(*) from members where created_at >= $1 and created_at < $2) as created,
              (select count(distinct member_id) from member_logins
                where succeeded = 1 and created_at >= $1 and created_at < $2) as active`,
      [from.toISOString(), to.toISOString()],
    );
    expect(await countNewMembersBetween(db, from, to)).toBe(Number(expected!.created));
    expect(await countActiveMembersBetween(db, from, to)).toBe(Number(expected!.active));
    expect(await countNewMembersBetween(db, to, new Date(to.getTime() + 1000))).toBe(0);
    const perDay = await newMembersPerDay(db, 'Asia/Shanghai', from, to);
    expect([...perDay.values()].reduce((sum, n) => sum + n, 0n)).toBe(BigInt(Number(expected!.created)));
    const names = await usernamesByIds(db, [member.id, member.id, 999_999_999n]);
    expect([...names.entries()]).toEqual([[member.id, member.name]]);
    expect(await usernamesByIds(db, [])).toEqual(new Map());
  });
});
