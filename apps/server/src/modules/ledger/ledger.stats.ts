import { sql, type SQL } from 'drizzle-orm';
import { queryRows, toBigInt } from '../../db/raw';
import type { Db } from '../../db/types';
import type { HouseAccountKind } from './ledger.accounts';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from './ledger.tables';

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

/**
 * Net change of members' main wallets in [from, to) from ledger transactions of the given kinds,
 * per member (e.g. the promotion kinds `bonus_<kind>` and their `_reversal`s: bonuses paid minus
 * reversed; agent commission, decision 0029). A subquery (member_id, amount_fen) on
 * ledger_transactions (kind, created_at).
 */
export function memberMainNetByKindsSql(kinds: readonly string[], from: Date, to: Date): SQL {
  const list = sql.join(
    kinds.map((kind) => sql`${kind}`),
    sql`, `,
  );
  return sql`select a.member_id as member_id, sum(e.amount) as amount_fen
               from ${ledgerTransactions} t
               join ${ledgerEntries} e on e.transaction_id = t.id
               join ${ledgerAccounts} a on a.id = e.account_id
              where t.kind in (${list})
                and t.created_at >= ${from.toISOString()}::timestamptz and t.created_at < ${to.toISOString()}::timestamptz
                and a.owner_type = 'member' and a.kind = 'main'
              group by a.member_id`;
}
