import { and, eq, type SQL } from 'drizzle-orm';
import { formatFen } from '@app/shared/money';
import type { Db } from '../../db/types';
import {
  countCapped,
  dayRange,
  orderOf,
  timeOrEmpty,
  type ListParams,
  type ListResult,
  type ListSlice,
} from '../../lib/admin-list';
import { memberFilter, usernamesByIds } from '../members';
import { betRecords } from './games.tables';

const BET_STATE_TEXT: Record<number, string> = { 0: '无效', 1: '已结算', 2: '未结算' };

export interface BetFilters extends ListParams {
  sort: 'bet_at' | 'settled_at' | 'stake' | 'win_loss';
  member_id?: string | undefined;
  username?: string | undefined;
  platname?: string | undefined;
  category?: string | undefined;
  state?: number | undefined;
  game_code?: string | undefined;
  bet_id?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

/** A bet record with its member's account name ('' when the member is gone). */
export interface BetListRow {
  bet: typeof betRecords.$inferSelect;
  username: string | null;
}

export function toBetWire(item: BetListRow, zone: string) {
  const { bet } = item;
  return {
    id: Number(bet.id),
    platname: bet.platname,
    bet_id: bet.betId,
    member_id: Number(bet.memberId),
    username: item.username ?? '',
    game_code: bet.gameCode,
    game_name: bet.gameName,
    category: bet.category,
    stake: formatFen(bet.stakeFen),
    valid_bet: formatFen(bet.validBetFen),
    win_loss: formatFen(bet.winLossFen),
    payout: formatFen(bet.state === 1 ? bet.stakeFen + bet.winLossFen : 0n),
    state: bet.state,
    state_text: BET_STATE_TEXT[bet.state] ?? String(bet.state),
    bet_at: timeOrEmpty(bet.betAt, zone),
    settled_at: timeOrEmpty(bet.settledAt, zone),
  };
}

/** Bet records of every platform with filters, one page (the members' names looked up once for the page). */
export async function listBets(
  db: Db,
  filters: BetFilters,
  slice: ListSlice,
  zone: string,
): Promise<ListResult<BetListRow>> {
  const conditions: (SQL | undefined)[] = [
    ...memberFilter(betRecords.memberId, filters),
    filters.platname ? eq(betRecords.platname, filters.platname) : undefined,
    filters.category ? eq(betRecords.category, filters.category) : undefined,
    filters.state === undefined ? undefined : eq(betRecords.state, filters.state),
    filters.game_code ? eq(betRecords.gameCode, filters.game_code) : undefined,
    filters.bet_id ? eq(betRecords.betId, filters.bet_id) : undefined,
    ...dayRange(betRecords.betAt, filters, zone),
  ];
  const where = and(...conditions);
  const counted = await countCapped(db, betRecords, where, slice.countCap);
  const sortColumn = {
    bet_at: betRecords.betAt,
    settled_at: betRecords.settledAt,
    stake: betRecords.stakeFen,
    win_loss: betRecords.winLossFen,
  }[filters.sort];
  const bets = await db
    .select()
    .from(betRecords)
    .where(where)
    .orderBy(...orderOf(sortColumn, filters.order, betRecords.id))
    .limit(slice.limit)
    .offset(slice.offset);
  const names = await usernamesByIds(
    db,
    bets.map((bet) => bet.memberId),
  );
  const rows = bets.map((bet) => ({ bet, username: names.get(bet.memberId) ?? null }));
  return { rows, ...counted };
}
