import { sql } from 'drizzle-orm';
import { queryRows, toBigInt } from '../../db/raw';
import type { Db } from '../../db/types';
import type { HouseAccountKind } from './ledger.accounts';
import { ledgerAccounts, ledgerEntries } from './ledger.tables';

/**
 * What left the house accounts of one kind (e.g. promotion_expense: bonuses paid; staff_adjustment:
 * balance adjustments) in [from, to): minus the sum of their entries. The dashboard's figure.
 */
export async function houseOutflowBetween(db: Db, kind: HouseAccountKind, from: Date, to: Date): Promise<bigint> {
  const [row] = await queryRows<Record<string, unknown>>(
    db,
    sql`select coalesce(-sum(e.amount), 0) as outflow from ${ledgerEntries} e join ${ledgerAccounts} a on a.id = e.account_id
        where a.owner_type = 'house' and a.kind = ${kind}
          and e.created_at >= ${sql`${from.toISOString()}::timestamptz`} and e.created_at < ${sql`${to.toISOString()}::timestamptz`}`,
  );
  return toBigInt(row?.outflow);
}

/** What left the house accounts in [from, to), per house account kind (rollups, decision 0018). */
export async function houseOutflowsByKindBetween(db: Db, from: Date, to: Date): Promise<Map<string, bigint>> {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select a.kind, coalesce(-sum(e.amount), 0) as outflow from ${ledgerAccounts} a join ${ledgerEntries} e on e.account_id = a.id
        where a.owner_type = 'house'
          and e.created_at >= ${sql`${from.toISOString()}::timestamptz`} and e.created_at < ${sql`${to.toISOString()}::timestamptz`}
        group by a.kind`,
  );
  return new Map(rows.map((row) => [String(row.kind), toBigInt(row.outflow)]));
}

/** One site day's movements of one house account (a kind and subject, e.g. promotion_expense:rebate). */
export interface HouseAccountDayMovement {
  /** Site day 'YYYY-MM-DD'. */
  day: string;
  /** The account's subject up to its first ':' ('' for none): the shards of `rebate:0` … `rebate:15` are one `rebate`. */
  subject: string;
  /** Entries that took money out of the account (e.g. bonuses paid), their count and amount. */
  debitCount: bigint;
  debitFen: bigint;
  /** Entries that brought money back (reversals), their amount. */
  creditFen: bigint;
}

/**
 * Movements of the house accounts of one kind in [from, to), per site day of `zone` and subject (shards
 * summed): what
 * left them (count and amount) and what came back. The promotion-cost report's figures
 * (decision 0025): the entries of a few accounts by time, on `ledger_entries (account_id, created_at)`.
 */
export async function houseAccountDayMovements(
  db: Db,
  kind: HouseAccountKind,
  from: Date,
  to: Date,
  zone: string,
): Promise<HouseAccountDayMovement[]> {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select to_char(e.created_at at time zone ${zone}, 'YYYY-MM-DD') as day, split_part(coalesce(a.subject, ''), ':', 1) as subject,
               count(*) filter (where e.amount < 0) as debit_count,
               coalesce(-sum(e.amount) filter (where e.amount < 0), 0) as debit,
               coalesce(sum(e.amount) filter (where e.amount > 0), 0) as credit
          from ${ledgerAccounts} a join ${ledgerEntries} e on e.account_id = a.id
         where a.owner_type = 'house' and a.kind = ${kind}
           and e.created_at >= ${sql`${from.toISOString()}::timestamptz`} and e.created_at < ${sql`${to.toISOString()}::timestamptz`}
         group by 1, 2
         order by 1, 2`,
  );
  return rows.map((row) => ({
    day: String(row.day),
    subject: String(row.subject),
    debitCount: toBigInt(row.debit_count),
    debitFen: toBigInt(row.debit),
    creditFen: toBigInt(row.credit),
  }));
}
