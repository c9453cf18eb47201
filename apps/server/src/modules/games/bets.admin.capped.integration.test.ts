import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/raw';
import { withTransaction } from '../../db/transaction';
import { useBackOfficeTestApp } from '../../../test/back-office';
import type { TestApp } from '../../../test/test-app';

// A cap of 5 stands in for the 10,000 of a real site (decision 0017).
const { call, newMember, current } = useBackOfficeTestApp({ env: { ADMIN_LIST_COUNT_CAP: '5' } });
let testApp: TestApp;
let admin: string;
beforeAll(() => {
  ({ testApp, admin } = current());
});

async function insertBets(memberId: bigint, count: number, platname: string) {
  await testApp.database.query(
    `insert into bet_records (platname, bet_id, member_id, game_code, game_name, category, stake_fen, valid_bet_fen,
                              win_loss_fen, state, bet_at, settled_at)
     select $3::text, $3::text || '-' || $1::text || '-' || g, $1::bigint, 'slots', '老虎机', 'electron', 100, 100, 0, 1,
            now() - interval '1 minute' * g, now()
       from generate_series(1, $2::int) g`,
    [memberId.toString(), count, platname],
  );
}

describe('capped totals of staff lists', () => {
  it('counts up to the cap and answers "more than the cap" beyond it; the export is not capped', async () => {
    const many = await newMember();
    const few = await newMember();
    await insertBets(many.id, 7, 'capa');
    await insertBets(few.id, 5, 'capb');

    const capped = await call('GET', `/api/admin/bets?member_id=${many.id}&per_page=2`, admin);
    expect(capped.body.data).toMatchObject({ total: 5, total_capped: true, last_page: 3, per_page: 2 });
    expect(capped.body.data.data).toHaveLength(2);
    // The pages past the cap still answer rows (the count stops, the rows do not).
    const page4 = await call('GET', `/api/admin/bets?member_id=${many.id}&per_page=2&page=4`, admin);
    expect(page4.body.data.data).toHaveLength(1);

    const exact = await call('GET', `/api/admin/bets?member_id=${few.id}&per_page=2`, admin);
    expect(exact.body.data).toMatchObject({ total: 5, total_capped: false, last_page: 3 });
    const none = await call('GET', '/api/admin/bets?platname=nowhere', admin);
    expect(none.body.data).toMatchObject({ total: 0, total_capped: false, last_page: 1 });

    const csv = await call('GET', `/api/admin/bets?member_id=${many.id}&format=csv`, admin);
    expect(csv.text.trim().split('\r\n')).toHaveLength(1 + 7);
  });

  it('caps the other big lists the same way (ledger, members, audit)', async () => {
    for (let i = 0; i < 6; i += 1) await newMember({ fen: 1_00n });
    const members = await call('GET', '/api/admin/members', admin);
    expect(members.body.data).toMatchObject({ total: 5, total_capped: true });
    const ledger = await call('GET', '/api/admin/ledger', admin);
    expect(ledger.body.data).toMatchObject({ total: 5, total_capped: true });
    const one = await call('GET', `/api/admin/ledger?member_id=${(await newMember({ fen: 1_00n })).id}`, admin);
    expect(one.body.data).toMatchObject({ total: 1, total_capped: false });
    const audit = await call('GET', '/api/admin/audit?per_page=100', admin);
    expect(audit.body.data.total).toBeLessThanOrEqual(5);
  });
});

describe('indexes behind the lists (decision 0017)', () => {
  const plan = (query: string) =>
    withTransaction(testApp.database.db, async (tx) => {
      await tx.execute(sql.raw('set local enable_seqscan = off'));
      const rows = await queryRows<Record<string, string>>(tx, sql.raw(`explain ${query}`));
      return rows.map((row) => Object.values(row).join(' ')).join('\n');
    });

  it('finds members by any part of the account name or mobile, in any case', async () => {
    const member = await newMember({ mobile: true });
    const [row] = await testApp.database.query<{ mobile: string }>('select mobile from members where id = $1', [
      member.id.toString(),
    ]);
    const middle = member.name.slice(2, 6).toUpperCase();
    const byName = await call('GET', `/api/admin/members?username=${middle}&per_page=100`, admin);
    expect(byName.body.data.data.map((found: { username: string }) => found.username)).toContain(member.name);
    const byMobile = await call('GET', `/api/admin/members?mobile=${row!.mobile.slice(3, 9)}`, admin);
    expect(byMobile.body.data.data.map((found: { id: number }) => found.id)).toEqual([Number(member.id)]);
    const nobody = await call('GET', '/api/admin/members?username=zz%25zz', admin);
    expect(nobody.body.data).toMatchObject({ total: 0, data: [] });
  });

  it('searches account names and mobiles by substring through trigram indexes', async () => {
    expect(await plan(`select id from members where username ilike '%abc%'`)).toContain('members_username_trgm_idx');
    expect(await plan(`select id from members where mobile ilike '%1234%'`)).toContain('members_mobile_trgm_idx');
    expect(await plan(`select id from audit_log where action ilike '%freeze%'`)).toContain('audit_log_action_trgm_idx');
    // A Chinese label filter (提现…) becomes equalities on the codes: the same index, OR-ed.
    expect(
      await plan(
        `select id from audit_log where action = 'finance.withdrawal.approve' or action = 'finance.withdrawal.refuse'`,
      ),
    ).toContain('audit_log_action_trgm_idx');
  });

  it('pages bets newest first and by member from an index, without sorting the table', async () => {
    const newest = await plan('select id from bet_records order by bet_at desc, id desc limit 20');
    expect(newest).toContain('bet_records_time_idx');
    expect(newest).not.toMatch(/\bSort\b/);
    const ofMember = await plan(
      `select id from bet_records where member_id = 1 and bet_at >= now() - interval '30 days' order by bet_at desc, id desc limit 16`,
    );
    expect(ofMember).toContain('bet_records_member_time_idx');
    expect(ofMember).not.toMatch(/\bSort\b/);
  });
});
