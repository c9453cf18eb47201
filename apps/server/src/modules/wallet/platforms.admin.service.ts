import { asc, count, desc, eq } from 'drizzle-orm';
import { withTransaction } from '../../db/transaction';
import type { Db } from '../../db/types';
import { AppError } from '../../lib/errors';
import type { ListParams, ListResult } from '../../lib/admin-list';
import { recordAudit, type StaffActor } from '../staff';
import { WALLET_MESSAGES as M, type GamePlatform } from './platform-registry';
import { gamePlatforms } from './wallet.tables';
import { changedColumns } from '../../lib/changed-columns';

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
    if (!before) throw new AppError('notFound', M.unknownPlatform);
    const set = changedColumns<typeof changes, typeof gamePlatforms.$inferInsert>(changes, {
      name: 'name',
      enabled: 'enabled',
      maintenance: 'maintenance',
      sort: 'sort',
    });
    if (Object.keys(set).length === 0) return before;
    const [after] = await tx.update(gamePlatforms).set(set).where(eq(gamePlatforms.id, id)).returning();
    if (!after) throw new AppError('notFound', M.unknownPlatform);
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
