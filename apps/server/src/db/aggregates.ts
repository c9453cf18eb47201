import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { queryRows, toBigInt } from './raw';
import type { Db } from './types';

/**
 * Time-window figures a module computes over its own table for the dashboard and reports: the
 * owner passes its table, the timestamp column, the amount and which rows count.
 */
export interface WindowedSum {
  table: PgTable;
  /** The timestamp that places a row in the window (paid, reviewed, settled, created). */
  at: AnyColumn;
  /** What is summed (a column or an expression such as `-win_loss_fen`). */
  amount: AnyColumn | SQL;
  /** Which rows count (state filters); all rows when left out. */
  where?: SQL;
}

const iso = (date: Date) => sql`${date.toISOString()}::timestamptz`;

function inWindow(query: WindowedSum, from: Date, to: Date): SQL {
  const window = sql`${query.at} >= ${iso(from)} and ${query.at} < ${iso(to)}`;
  return query.where ? sql`${query.where} and ${window}` : window;
}

/** The sum and the number of the rows in [from, to). */
export async function sumAndCountBetween(
  db: Db,
  query: WindowedSum,
  from: Date,
  to: Date,
): Promise<{ amountFen: bigint; count: number }> {
  const [row] = await queryRows<{ total: unknown; n: unknown }>(
    db,
    sql`select coalesce(sum(${query.amount}), 0) as total, count(*) as n from ${query.table} where ${inWindow(query, from, to)}`,
  );
  return { amountFen: toBigInt(row?.total), count: Number(toBigInt(row?.n)) };
}

/** The sum per site day ('YYYY-MM-DD' in `zone`) of the rows in [from, to); days without rows are absent. */
export async function dailySumsBetween(
  db: Db,
  query: WindowedSum,
  zone: string,
  from: Date,
  to: Date,
): Promise<Map<string, bigint>> {
  const rows = await queryRows<{ day: string; total: unknown }>(
    db,
    sql`select to_char(${query.at} at time zone ${zone}, 'YYYY-MM-DD') as day, coalesce(sum(${query.amount}), 0) as total
          from ${query.table}
         where ${inWindow(query, from, to)}
         group by 1`,
  );
  return new Map(rows.map((row) => [row.day, toBigInt(row.total)]));
}

/**
 * Sums over the rows of a set of members (an agent's team, decision 0030): the owner passes its
 * table, the member column, the amounts and which rows count; `memberIds` is a subquery answering
 * member ids. Grouped per site day ('YYYY-MM-DD' in `zone`) or per member id.
 */
export interface MemberSetSums {
  table: PgTable;
  at: AnyColumn;
  member: AnyColumn;
  amounts: (AnyColumn | SQL)[];
  where?: SQL;
}

export async function memberSetSumsBetween(
  db: Db,
  query: MemberSetSums,
  memberIds: SQL,
  from: Date,
  to: Date,
  groupBy: { zone: string } | 'member',
): Promise<Map<string, bigint[]>> {
  const key =
    groupBy === 'member'
      ? sql`${query.member}::text`
      : sql`to_char(${query.at} at time zone ${groupBy.zone}, 'YYYY-MM-DD')`;
  const sums = sql.join(
    query.amounts.map((amount, index) => sql`coalesce(sum(${amount}), 0) as ${sql.raw(`s${index}`)}`),
    sql`, `,
  );
  const window = inWindow({ table: query.table, at: query.at, amount: sql`0`, where: query.where }, from, to);
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select ${key} as key, ${sums} from ${query.table}
         where ${query.member} in (${memberIds}) and ${window}
         group by 1`,
  );
  return new Map(
    rows.map((row) => [String(row.key), query.amounts.map((_amount, index) => toBigInt(row[`s${index}`]))]),
  );
}
