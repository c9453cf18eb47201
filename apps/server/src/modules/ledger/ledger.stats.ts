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
