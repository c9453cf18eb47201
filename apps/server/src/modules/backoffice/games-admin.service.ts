import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import { formatFen } from '@app/shared/money';
import { withTransaction } from '../../db/transaction';
import type { Db } from '../../db/types';
import { AppError } from '../../lib/errors';
import { betRecords } from '../games';
import { members, memberFilter } from '../members';
import { recordAudit } from '../staff';
import { gamePlatforms, type GamePlatform } from '../wallet';
import { dayRange, orderOf, timeOrEmpty, type ListParams, type ListResult } from '../../lib/admin-list';
import type { StaffActor } from '../staff';
import { BACKOFFICE_MESSAGES as M } from './backoffice.errors';

export function toPlatformWire(platform: GamePlatform) {
  return {
    id: platform.id,
    platname: platform.platname,
    name: platform.name,
    adapter: platform.adapter,
    amount_unit: platform.amountUnit,
    enabled: platform.enabled,
    maintenance: platform.maintenance,
    sort: platform.sort,
  };
}

export async function listGamePlatforms(
  db: Db,
  params: ListParams,
  slice: { limit: number; offset: number },
): Promise<ListResult<GamePlatform>> {
  const [total] = await db.select({ n: count() }).from(gamePlatforms);
  const direction = params.order === 'asc' ? asc : desc;
  const rows = await db
    .select()
    .from(gamePlatforms)
    .orderBy(direction(gamePlatforms.sort), direction(gamePlatforms.id))
    .limit(slice.limit)
    .offset(slice.offset);
  return { rows, total: Number(total?.n ?? 0) };
}

/** Enables, disables, orders or puts a platform in maintenance (the wallet refuses transfers in while it is). */
export async function updateGamePlatform(
  db: Db,
  id: number,
  changes: {
    name?: string | undefined;
    enabled?: boolean | undefined;
    maintenance?: boolean | undefined;
    sort?: number | undefined;
  },
  staff: StaffActor,
  ip: string,
): Promise<GamePlatform> {
  return withTransaction(db, async (tx) => {
    const [before] = await tx.select().from(gamePlatforms).where(eq(gamePlatforms.id, id)).for('update');
    if (!before) throw new AppError('notFound', M.platformNotFound);
    const set: Partial<typeof gamePlatforms.$inferInsert> = {};
    if (changes.name !== undefined) set.name = changes.name;
    if (changes.enabled !== undefined) set.enabled = changes.enabled;
    if (changes.maintenance !== undefined) set.maintenance = changes.maintenance;
    if (changes.sort !== undefined) set.sort = changes.sort;
    if (Object.keys(set).length === 0) return before;
    const [after] = await tx.update(gamePlatforms).set(set).where(eq(gamePlatforms.id, id)).returning();
    if (!after) throw new AppError('notFound', M.platformNotFound);
    await recordAudit(tx, {
      staff,
      action: 'games.platform.update',
      targetType: 'game_platform',
      targetId: before.platname,
      before: { name: before.name, enabled: before.enabled, maintenance: before.maintenance, sort: before.sort },
      after: { name: after.name, enabled: after.enabled, maintenance: after.maintenance, sort: after.sort },
      ip,
    });
    return after;
  });
}

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

function selectBets(db: Db) {
  return db
    .select({ bet: betRecords, username: members.username })
    .from(betRecords)
    .leftJoin(members, eq(members.id, betRecords.memberId));
}
type BetListRow = Awaited<ReturnType<ReturnType<typeof selectBets>['execute']>>[number];

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

export async function listBets(
  db: Db,
  filters: BetFilters,
  slice: { limit: number; offset: number },
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
  const [total] = await db.select({ n: count() }).from(betRecords).where(where);
  const sortColumn = {
    bet_at: betRecords.betAt,
    settled_at: betRecords.settledAt,
    stake: betRecords.stakeFen,
    win_loss: betRecords.winLossFen,
  }[filters.sort];
  const rows = await selectBets(db)
    .where(where)
    .orderBy(...orderOf(sortColumn, filters.order, betRecords.id))
    .limit(slice.limit)
    .offset(slice.offset);
  return { rows, total: Number(total?.n ?? 0) };
}
