import { and, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { AdminRebateRow } from '@app/shared/contracts';
import { formatFen } from '@app/shared/money';
import { queryRows, toBigInt } from '../../db/raw';
import { withTransaction } from '../../db/transaction';
import type { Db } from '../../db/types';
import {
  countCapped,
  orderOf,
  timeOrEmpty,
  type ListParams,
  type ListResult,
  type ListSlice,
} from '../../lib/admin-list';
import { AppError } from '../../lib/errors';
import { addDays, formatDay, siteDayStart } from '../../lib/time';
import { finalBetsSettledBetween } from '../games';
import { memberFilter, usernamesByIds } from '../members';
import { recordAudit, type StaffActor } from '../staff';
import { platformNamesByPlatname } from '../wallet';
import { REBATE_ADMIN_MESSAGES as M } from './rebates.errors';
import { applyBetRebate, type RebateRow } from './rebates.service';
import { rebates } from './rebates.tables';

const STATE_TEXT: Record<number, string> = { 0: '未领取', 1: '已领取' };

export interface RebateFilters extends ListParams {
  member_id?: string | undefined;
  username?: string | undefined;
  platname?: string | undefined;
  state?: number | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

export interface RebateListRow {
  row: RebateRow;
  username: string | null;
  gamename: string;
}

export function toRebateWire(item: RebateListRow, zone: string): AdminRebateRow {
  const { row } = item;
  return {
    id: Number(row.id),
    member_id: Number(row.memberId),
    username: item.username ?? '',
    day: row.day,
    platname: row.platname,
    gamename: item.gamename,
    money: formatFen(row.moneyFen),
    state: row.state,
    state_text: STATE_TEXT[row.state] ?? String(row.state),
    claim_id: row.claimId === null ? null : Number(row.claimId),
    created_at: timeOrEmpty(row.createdAt, zone),
    updated_at: timeOrEmpty(row.updatedAt, zone),
    claimed_at: timeOrEmpty(row.claimedAt, zone),
  };
}

/**
 * Rebate rows with filters, newest day first (decision 0017: each filter has an index ending with
 * day, id), one page; the members' names and the platforms' names looked up once for the page.
 */
export async function listRebates(
  db: Db,
  filters: RebateFilters,
  slice: ListSlice,
): Promise<ListResult<RebateListRow>> {
  const conditions: (SQL | undefined)[] = [
    ...memberFilter(rebates.memberId, filters),
    filters.platname ? eq(rebates.platname, filters.platname) : undefined,
    filters.state === undefined ? undefined : eq(rebates.state, filters.state),
    filters.from ? gte(rebates.day, filters.from) : undefined,
    filters.to ? lte(rebates.day, filters.to) : undefined,
  ];
  const where = and(...conditions);
  const counted = await countCapped(db, rebates, where, slice.countCap);
  const page = await db
    .select()
    .from(rebates)
    .where(where)
    .orderBy(...orderOf(rebates.day, filters.order, rebates.id))
    .limit(slice.limit)
    .offset(slice.offset);
  const names = await usernamesByIds(
    db,
    page.map((row) => row.memberId),
  );
  const platforms = await platformNamesByPlatname(
    db,
    page.map((row) => row.platname),
  );
  const rows = page.map((row) => ({
    row,
    username: names.get(row.memberId) ?? null,
    gamename: platforms.get(row.platname) ?? row.platname,
  }));
  return { rows, ...counted };
}

/** Totals per site day over [from, to] (inclusive; default the 30 days up to today), newest first. */
export async function rebateDailyTotals(
  db: Db,
  range: { from?: string | undefined; to?: string | undefined },
  zone: string,
  now = new Date(),
) {
  const to = range.to ?? formatDay(now, zone);
  const from = range.from ?? addDays(to, -29);
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select ${rebates.day}::text as day, count(*) as row_count, count(distinct ${rebates.memberId}) as members,
               coalesce(sum(${rebates.moneyFen}), 0) as accrued,
               coalesce(sum(${rebates.moneyFen}) filter (where ${rebates.state} = 1), 0) as claimed,
               coalesce(sum(${rebates.moneyFen}) filter (where ${rebates.state} = 0), 0) as unclaimed
          from ${rebates}
         where ${rebates.day} >= ${from} and ${rebates.day} <= ${to}
         group by ${rebates.day}
         order by ${rebates.day} desc`,
  );
  return {
    from,
    to,
    days: rows.map((row) => ({
      day: String(row.day),
      rows: Number(toBigInt(row.row_count)),
      members: Number(toBigInt(row.members)),
      accrued: formatFen(toBigInt(row.accrued)),
      claimed: formatFen(toBigInt(row.claimed)),
      unclaimed: formatFen(toBigInt(row.unclaimed)),
    })),
  };
}

/** Bets read and applied per transaction during a re-run. */
const RERUN_BATCH = 200;

/**
 * Staff re-run of one site day (platform-rules §9): every bet that reached a final state on that
 * day (bet_records, settled or cancelled) is applied again through the same function as the live
 * accrual, so what it already accrued is not added twice and only differences move, into unclaimed
 * rows (a claimed row never changes). Batches of 200 bets, each in its own transaction; the audit
 * entry records the counts.
 */
export async function rerunRebateDay(
  db: Db,
  day: string,
  staff: StaffActor,
  context: { zone: string; ip: string; now?: Date },
): Promise<{ day: string; bets: number; changed: number; delta: string }> {
  const now = context.now ?? new Date();
  // '2026-02-30' passes the pattern but is no day: it does not survive the calendar round trip.
  if (addDays(day, 0) !== day) throw new AppError('badRequest', M.dayInvalid);
  if (day > formatDay(now, context.zone)) throw new AppError('badRequest', M.dayInFuture);
  const from = siteDayStart(day, context.zone);
  const to = siteDayStart(addDays(day, 1), context.zone);
  let afterId = 0n;
  let bets = 0;
  let changed = 0;
  let deltaFen = 0n;
  for (;;) {
    const batch = await finalBetsSettledBetween(db, { from, to, afterId, limit: RERUN_BATCH });
    if (batch.length === 0) break;
    await withTransaction(db, async (tx) => {
      for (const bet of batch) {
        const applied = await applyBetRebate(tx, bet, { zone: context.zone, now });
        if (applied.deltaFen !== 0n) {
          changed += 1;
          deltaFen += applied.deltaFen;
        }
      }
    });
    bets += batch.length;
    afterId = batch[batch.length - 1]?.id ?? afterId;
    if (batch.length < RERUN_BATCH) break;
  }
  const result = { day, bets, changed, delta: formatFen(deltaFen) };
  await recordAudit(db, {
    staff,
    action: 'rebates.rerun',
    targetType: 'rebate_day',
    targetId: day,
    after: result,
    ip: context.ip,
  });
  return result;
}
