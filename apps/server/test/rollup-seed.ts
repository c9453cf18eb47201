import type { TestApp } from './test-app';
import { withTransaction } from '../src/db/transaction';
import { addDays, formatDay, siteDayStart } from '../src/lib/time';
import { ensureAccount, house, memberMain, transfer } from '../src/modules/ledger';

// Rows around site-day boundaries for the rollup and dashboard tests (decision 0018), and the
// figures per day computed two ways: raw SQL over the source rows, and read back from the rollups.
// Site time zone Asia/Shanghai (UTC+8): a site day starts at 16:00 UTC, so grouping by the UTC day
// would put the boundary rows on the wrong day.

let current: TestApp | undefined;
/** The app the helpers write to (set in the test file's beforeAll). */
export function useRollupApp(testApp: TestApp): void {
  current = testApp;
}
function app(): TestApp {
  if (!current) throw new Error('useRollupApp(testApp) first');
  return current;
}
/** A SQL value as text (numbers and bigints from PGlite, strings from node-postgres). */
function asText(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint'
    ? String(value)
    : JSON.stringify(value);
}

export const query = <T extends Record<string, unknown>>(text: string, params: unknown[] = []) =>
  app().database.query<T>(text, params);

export const ZONE = 'Asia/Shanghai';
export const now = new Date();
export const today = formatDay(now, ZONE);
/** Site days with rows, oldest first: four past days and today. */
export const days = [-4, -3, -2, -1, 0].map((offset) => addDays(today, offset));

const iso = (date: Date) => date.toISOString();
/** A time `ms` after the start of site day `day` (negative: just before it, on the previous day). */
export const at = (day: string, ms: number) => new Date(siteDayStart(day, ZONE).getTime() + ms);
export const HOUR = 3_600_000;

let serial = 0;
const next = () => {
  serial += 1;
  return serial;
};

async function insertMember(createdAt: Date, lastLoginAt: Date | null): Promise<string> {
  const n = next();
  const [row] = await query<{ id: string }>(
    `insert into members (username, password_hash, adult_confirmed_at, created_at, last_login_at)
     values ($1, 'x', now(), $2, $3) returning id::text`,
    [`roll${n}`, iso(createdAt), lastLoginAt ? iso(lastLoginAt) : null],
  );
  if (lastLoginAt) {
    await query(`insert into member_logins (member_id, succeeded, method, created_at) values ($1, 1, 'password', $2)`, [
      row?.id,
      iso(lastLoginAt),
    ]);
  }
  return row?.id ?? '';
}

export async function insertBet(memberId: string, platname: string, category: string, settledAt: Date, state = 1) {
  const n = next();
  await query(
    `insert into bet_records (platname, bet_id, member_id, game_code, game_name, category, stake_fen, valid_bet_fen,
                              win_loss_fen, state, bet_at, settled_at)
     values ($1, $2, $3, 'g', '游戏', $4, $5, $6, $7, $8, $9, $10)`,
    [
      platname,
      `rb${n}`,
      memberId,
      category,
      1000 + n * 7,
      900 + n * 3,
      n % 3 === 0 ? 2500 + n : -(700 + n),
      state,
      iso(settledAt),
      state === 1 ? iso(settledAt) : null,
    ],
  );
}

async function insertDeposit(memberId: string, channelId: number, paidAt: Date, state = 1) {
  const n = next();
  await query(
    `insert into deposit_orders (order_no, member_id, type_id, channel_id, kind, amount_fen, state, expires_at, paid_at)
     values ($1, $2, 1, $3, $4, $5, $6, $7, $8)`,
    [
      `RD${n}`,
      memberId,
      channelId,
      channelId === 1 ? 'online' : 'bank',
      10_000 + n * 11,
      state,
      iso(paidAt),
      state === 1 ? iso(paidAt) : null,
    ],
  );
}

async function insertWithdrawal(memberId: string, state: number, reviewedAt: Date | null) {
  const n = next();
  await query(
    `insert into withdrawals (order_no, member_id, type, channel_id, payee_account, amount_fen, receive_units, state, reviewed_at)
     values ($1, $2, 1, 1, '6222000011112222', $3, $3, $4, $5)`,
    [`RW${n}`, memberId, 5_000 + n * 13, state, reviewedAt ? iso(reviewedAt) : null],
  );
}

/** A bonus or an adjustment paid out of a house account, dated `when`. */
async function insertOutflow(
  memberId: string,
  kind: 'promotion_expense' | 'staff_adjustment',
  fen: bigint,
  when: Date,
) {
  const n = next();
  const posted = await withTransaction(app().database.db, async (tx) =>
    transfer(tx, {
      idempotencyKey: `rollup-test:${n}`,
      kind: 'test_outflow',
      reference: { type: 'test', id: String(n) },
      actor: { type: 'system', id: 'test' },
      fromAccountId: await ensureAccount(tx, house(kind, 'test')),
      toAccountId: await ensureAccount(tx, memberMain(BigInt(memberId))),
      amountFen: fen,
    }),
  );
  await query(`update ledger_entries set created_at = $1 where transaction_id = $2`, [iso(when), String(posted.id)]);
}

/** Rows around each site-day boundary: just before midnight, at midnight, and mid-day. */
export async function seed(): Promise<string[]> {
  const memberIds: string[] = [];
  for (const day of days) {
    const a = await insertMember(at(day, 0), at(day, 1000));
    const b = await insertMember(at(day, -1000), at(day, -500));
    memberIds.push(a, b);
    for (const offset of [-1, 0, 2 * HOUR]) {
      if (at(day, offset) > now) continue;
      await insertBet(a, 'house', 'electron', at(day, offset));
      await insertBet(b, 'house', 'joker', at(day, offset));
      await insertBet(a, 'scripted', 'electron', at(day, offset));
      await insertBet(b, 'house', 'electron', at(day, offset), 2);
      await insertDeposit(a, 1, at(day, offset));
      await insertDeposit(b, 2, at(day, offset));
      await insertDeposit(b, 2, at(day, offset), 2);
      await insertWithdrawal(a, 2, at(day, offset));
      await insertWithdrawal(b, 3, at(day, offset));
      await insertWithdrawal(b, 1, null);
      await insertOutflow(a, 'promotion_expense', 8_88n, at(day, offset));
      await insertOutflow(b, 'staff_adjustment', 1_23n, at(day, offset));
    }
  }
  return memberIds;
}

const local = (column: string) => `to_char(${column} at time zone '${ZONE}', 'YYYY-MM-DD')`;

/** Raw per-day sums over the source tables, keyed by day, as strings (independent of the job's SQL). */
export async function rawSums(): Promise<Record<string, Record<string, string>>> {
  const out: Record<string, Record<string, string>> = {};
  const put = (rows: Record<string, unknown>[], prefix: string) => {
    for (const row of rows) {
      const day = String(row.day);
      out[day] ??= {};
      for (const [key, value] of Object.entries(row)) if (key !== 'day') out[day][`${prefix}.${key}`] = asText(value);
    }
  };
  put(
    await query(
      `select ${local('settled_at')} as day, count(*) as n, sum(stake_fen) as stake, sum(valid_bet_fen) as valid,
              sum(stake_fen + win_loss_fen) as payout
         from bet_records where state = 1 group by 1`,
    ),
    'bets',
  );
  put(
    await query(
      `select ${local('paid_at')} as day, count(*) as n, sum(amount_fen) as amount from deposit_orders where state = 1 group by 1`,
    ),
    'deposits',
  );
  put(
    await query(
      `select ${local('d.paid_at')} as day, count(*) as n, sum(d.amount_fen) as amount
         from deposit_orders d
        where d.state = 1 and d.id = (select f.id from deposit_orders f where f.member_id = d.member_id and f.state = 1
                                        order by f.paid_at, f.id limit 1)
        group by 1`,
    ),
    'first',
  );
  put(
    await query(
      `select ${local('reviewed_at')} as day, count(*) as n, sum(amount_fen) as amount from withdrawals where state = 2 group by 1`,
    ),
    'withdrawals',
  );
  put(await query(`select ${local('created_at')} as day, count(*) as n from members group by 1`), 'members');
  put(
    await query(
      `select ${local('e.created_at')} as day, a.kind, -sum(e.amount) as outflow
         from ledger_entries e join ledger_accounts a on a.id = e.account_id
        where a.owner_type = 'house' and a.kind in ('promotion_expense', 'staff_adjustment')
        group by 1, 2`,
    ).then((rows) => rows.map((row) => ({ day: row.day, [String(row.kind)]: row.outflow }))),
    'outflow',
  );
  return out;
}

/** The same figures read back from the rollup tables. */
export async function rolledSums(): Promise<Record<string, Record<string, string>>> {
  const out: Record<string, Record<string, string>> = {};
  const put = (rows: Record<string, unknown>[], prefix: string) => {
    for (const row of rows) {
      const day = String(row.day);
      for (const [key, value] of Object.entries(row)) {
        if (key === 'day' || value === null) continue;
        out[day] ??= {};
        out[day][`${prefix}.${key}`] = asText(value);
      }
    }
  };
  const day = `to_char(day, 'YYYY-MM-DD') as day`;
  put(
    await query(
      `select ${day}, sum(bet_count) as n, sum(stake_fen) as stake, sum(valid_bet_fen) as valid, sum(payout_fen) as payout
         from daily_bet_totals group by 1`,
    ),
    'bets',
  );
  put(
    await query(
      `select ${day}, sum(deposit_count) as n, sum(amount_fen) as amount from daily_deposit_totals group by 1`,
    ),
    'deposits',
  );
  put(
    await query(
      `select ${day}, sum(first_deposit_count) as n, sum(first_deposit_fen) as amount
         from daily_deposit_totals group by 1 having sum(first_deposit_count) > 0`,
    ),
    'first',
  );
  put(
    await query(
      `select ${day}, sum(withdrawal_count) as n, sum(amount_fen) as amount from daily_withdrawal_totals where state = 2 group by 1`,
    ),
    'withdrawals',
  );
  put(await query(`select ${day}, new_members as n from daily_member_totals where new_members > 0`), 'members');
  put(
    await query(
      `select ${day}, kind, outflow_fen from daily_house_outflows where kind in ('promotion_expense', 'staff_adjustment')`,
    ).then((rows) => rows.map((row) => ({ day: row.day, [String(row.kind)]: row.outflow_fen }))),
    'outflow',
  );
  return out;
}

export const pastOnly = (sums: Record<string, Record<string, string>>, from: string) =>
  Object.fromEntries(Object.entries(sums).filter(([day]) => day >= from && day < today));
