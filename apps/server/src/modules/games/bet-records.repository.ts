import { and, desc, eq, gte, sql, type SQL } from 'drizzle-orm';
import { queryRows, toBigInt } from '../../db/raw';
import type { Db } from '../../db/types';
import { betRecords } from './games.tables';
import { dailySumsBetween } from '../../db/aggregates';
import { countMemberRecords, type MemberRecordPage } from '../../lib/member-records';

export type BetRecord = typeof betRecords.$inferSelect;

/**
 * A member's bets, newest first (the bet tab of /assets). Counts the matches only when asked
 * (`countTotal`: the first page, decision 0017) and reads one row more than the page to tell
 * whether another page follows.
 */
export async function listMemberBets(
  db: Db,
  input: {
    memberId: bigint;
    platname?: string | undefined;
    since: Date;
    page: number;
    perPage: number;
    countTotal: boolean;
  },
): Promise<MemberRecordPage<BetRecord>> {
  const where = and(
    eq(betRecords.memberId, input.memberId),
    gte(betRecords.betAt, input.since),
    input.platname ? eq(betRecords.platname, input.platname) : undefined,
  );
  const total = await countMemberRecords(db, betRecords, where, input.countTotal);
  const rows = await db
    .select()
    .from(betRecords)
    .where(where)
    .orderBy(desc(betRecords.betAt), desc(betRecords.id))
    .limit(input.perPage + 1)
    .offset((input.page - 1) * input.perPage);
  return {
    rows: rows.slice(0, input.perPage),
    total,
    hasMore: rows.length > input.perPage,
  };
}

// ---- figures of the back-office dashboard (settled bets, by settlement time) ----------------------

const iso = (date: Date) => sql`${date.toISOString()}::timestamptz`;

export interface SettledBetTotals {
  stakeFen: bigint;
  validBetFen: bigint;
  /** What the bets paid back (stake + win/loss). */
  payoutFen: bigint;
  count: number;
}

/** Sums of the bets settled in [from, to). */
export async function settledBetTotalsBetween(db: Db, from: Date, to: Date): Promise<SettledBetTotals> {
  const [row] = await queryRows<Record<string, unknown>>(
    db,
    sql`select coalesce(sum(${betRecords.stakeFen}), 0) as stake,
               coalesce(sum(${betRecords.validBetFen}), 0) as valid_bet,
               coalesce(sum(${betRecords.stakeFen} + ${betRecords.winLossFen}), 0) as payout,
               count(*) as bet_count
          from ${betRecords}
         where ${betRecords.state} = 1 and ${betRecords.settledAt} >= ${iso(from)} and ${betRecords.settledAt} < ${iso(to)}`,
  );
  return {
    stakeFen: toBigInt(row?.stake),
    validBetFen: toBigInt(row?.valid_bet),
    payoutFen: toBigInt(row?.payout),
    count: Number(toBigInt(row?.bet_count)),
  };
}

/** Per site day ('YYYY-MM-DD' in `zone`) sums of one expression over the bets settled in [from, to). */
async function settledDailySums(db: Db, amount: SQL, zone: string, from: Date, to: Date) {
  return dailySumsBetween(
    db,
    { table: betRecords, at: betRecords.settledAt, amount, where: sql`${betRecords.state} = 1` },
    zone,
    from,
    to,
  );
}

/** Stakes of the bets settled in [from, to), per site day. */
export async function settledStakeFenByDay(db: Db, zone: string, from: Date, to: Date): Promise<Map<string, bigint>> {
  return settledDailySums(db, sql`${betRecords.stakeFen}`, zone, from, to);
}

/** What the house won (−win/loss) on the bets settled in [from, to), per site day. */
export async function settledHouseWinFenByDay(
  db: Db,
  zone: string,
  from: Date,
  to: Date,
): Promise<Map<string, bigint>> {
  return settledDailySums(db, sql`-${betRecords.winLossFen}`, zone, from, to);
}

/** Settled bets of one platform and category in a window (the daily rollups, decision 0018). */
export interface SettledBetGroup {
  platname: string;
  category: string;
  count: bigint;
  stakeFen: bigint;
  validBetFen: bigint;
  payoutFen: bigint;
  /** Distinct members with a bet in the group. */
  memberCount: number;
}

/** The bets settled in [from, to) per platform and category: the same rows `settledBetTotalsBetween` sums. */
export async function settledBetGroupsBetween(db: Db, from: Date, to: Date): Promise<SettledBetGroup[]> {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select ${betRecords.platname} as platname, ${betRecords.category} as category, count(*) as bet_count,
               coalesce(sum(${betRecords.stakeFen}), 0) as stake,
               coalesce(sum(${betRecords.validBetFen}), 0) as valid_bet,
               coalesce(sum(${betRecords.stakeFen} + ${betRecords.winLossFen}), 0) as payout,
               count(distinct ${betRecords.memberId}) as members
          from ${betRecords}
         where ${betRecords.state} = 1 and ${betRecords.settledAt} >= ${iso(from)} and ${betRecords.settledAt} < ${iso(to)}
         group by 1, 2`,
  );
  return rows.map((row) => ({
    platname: String(row.platname),
    category: String(row.category),
    count: toBigInt(row.bet_count),
    stakeFen: toBigInt(row.stake),
    validBetFen: toBigInt(row.valid_bet),
    payoutFen: toBigInt(row.payout),
    memberCount: Number(toBigInt(row.members)),
  }));
}

/** A bet in a final state as the promotions recompute it (the rebate re-run of a day). */
export interface FinalBet {
  id: bigint;
  platname: string;
  betId: string;
  memberId: bigint;
  category: string;
  validBetFen: bigint;
  /** 1 settled, 0 cancelled. */
  state: number;
  settledAt: Date;
}

/**
 * The bets that reached a final state (settled or cancelled) in [from, to), in id order after
 * `afterId`, `limit` at a time (keyset pages for a re-run over a whole day).
 */
export async function finalBetsSettledBetween(
  db: Db,
  input: { from: Date; to: Date; afterId: bigint; limit: number },
): Promise<FinalBet[]> {
  const rows = await db
    .select({
      id: betRecords.id,
      platname: betRecords.platname,
      betId: betRecords.betId,
      memberId: betRecords.memberId,
      category: betRecords.category,
      validBetFen: betRecords.validBetFen,
      state: betRecords.state,
      settledAt: betRecords.settledAt,
    })
    .from(betRecords)
    .where(
      and(
        sql`${betRecords.state} in (0, 1)`,
        gte(betRecords.settledAt, input.from),
        sql`${betRecords.settledAt} < ${iso(input.to)}`,
        sql`${betRecords.id} > ${input.afterId}`,
      ),
    )
    .orderBy(betRecords.id)
    .limit(input.limit);
  return rows.flatMap((row) => (row.settledAt ? [{ ...row, settledAt: row.settledAt }] : []));
}
/**
 * Valid bets of the bets settled in [from, to) per member, as a subquery (`member_id, valid_bet_fen`)
 * for a set-based promotion run (VIP weekly and monthly bonuses); reads `bet_records_settled_idx`.
 */
export function validBetsByMemberSql(from: Date, to: Date): SQL {
  return sql`select ${betRecords.memberId} as member_id, sum(${betRecords.validBetFen}) as valid_bet_fen
               from ${betRecords}
              where ${betRecords.state} = 1 and ${betRecords.settledAt} >= ${from.toISOString()}::timestamptz
                and ${betRecords.settledAt} < ${to.toISOString()}::timestamptz
              group by ${betRecords.memberId}`;
}

/**
 * A member's bets settled (state 1) in [from, to): valid bet total and count (daily tasks, decision
 * 0027). Reads bet_records_member_settled_idx.
 */
export async function memberSettledBetStatsBetween(
  db: Db,
  memberId: bigint,
  from: Date,
  to: Date,
): Promise<{ validBetFen: bigint; count: number }> {
  const [row] = await queryRows<Record<string, unknown>>(
    db,
    sql`select coalesce(sum(${betRecords.validBetFen}), 0) as valid, count(*) as n from ${betRecords}
         where ${betRecords.memberId} = ${memberId} and ${betRecords.state} = 1
           and ${betRecords.settledAt} >= ${from.toISOString()}::timestamptz
           and ${betRecords.settledAt} < ${to.toISOString()}::timestamptz`,
  );
  return { validBetFen: toBigInt(row?.valid), count: Number(toBigInt(row?.n)) };
}

/**
 * A member's net loss in [from, to) for the loss limit (responsible play, decision 0032): minus the
 * member's result of the bets settled in it, plus the stakes of the bets placed in it that are not
 * settled yet (counted as lost until they are). Negative when the member is ahead. Reads
 * bet_records_member_settled_idx and bet_records_member_time_idx.
 */
export async function memberNetLossBetween(db: Db, memberId: bigint, from: Date, to: Date): Promise<bigint> {
  const [row] = await queryRows<Record<string, unknown>>(
    db,
    sql`select
          (select coalesce(-sum(${betRecords.winLossFen}), 0) from ${betRecords}
            where ${betRecords.memberId} = ${memberId} and ${betRecords.state} = 1
              and ${betRecords.settledAt} >= ${from.toISOString()}::timestamptz
              and ${betRecords.settledAt} < ${to.toISOString()}::timestamptz)
        + (select coalesce(sum(${betRecords.stakeFen}), 0) from ${betRecords}
            where ${betRecords.memberId} = ${memberId} and ${betRecords.state} = 0
              and ${betRecords.betAt} >= ${from.toISOString()}::timestamptz
              and ${betRecords.betAt} < ${to.toISOString()}::timestamptz) as loss`,
  );
  return toBigInt(row?.loss);
}

/**
 * A member's bets placed since `from` in every category (house games, and sportsbook bets once they
 * are bet records of category sport): their number, stakes and the net result of the settled ones
 * (the reality check, decision 0032). Reads bet_records_member_time_idx.
 */
export async function memberSessionBetFigures(
  db: Db,
  memberId: bigint,
  from: Date,
): Promise<{ bets: number; stakeFen: bigint; netResultFen: bigint }> {
  const [row] = await queryRows<Record<string, unknown>>(
    db,
    sql`select count(*) as n, coalesce(sum(${betRecords.stakeFen}), 0) as stake,
               coalesce(sum(${betRecords.winLossFen}) filter (where ${betRecords.state} = 1), 0) as result
          from ${betRecords}
         where ${betRecords.memberId} = ${memberId} and ${betRecords.state} <> 2
           and ${betRecords.betAt} >= ${from.toISOString()}::timestamptz`,
  );
  return { bets: Number(toBigInt(row?.n)), stakeFen: toBigInt(row?.stake), netResultFen: toBigInt(row?.result) };
}

/**
 * Settled bets (state 1) in [from, to) by settle time, per member: valid bet and net loss (stakes
 * minus payouts, i.e. −Σ win_loss: what the house won). Agent commission (decision 0029) joins it to
 * the team's members; reads bet_records_member_settled_idx or bet_records_settled_idx.
 */
export function settledBetFiguresByMemberSql(from: Date, to: Date): SQL {
  return sql`select ${betRecords.memberId} as member_id, sum(${betRecords.validBetFen}) as valid_bet_fen,
                    -sum(${betRecords.winLossFen}) as net_loss_fen
               from ${betRecords}
              where ${betRecords.state} = 1 and ${betRecords.settledAt} >= ${from.toISOString()}::timestamptz
                and ${betRecords.settledAt} < ${to.toISOString()}::timestamptz
              group by ${betRecords.memberId}`;
}
