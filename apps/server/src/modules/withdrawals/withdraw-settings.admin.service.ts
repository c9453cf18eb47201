import { asc, eq } from 'drizzle-orm';
import { formatFen, yuanStringToFen } from '@app/shared/money';
import { withTransaction } from '../../db/transaction';
import type { Db } from '../../db/types';
import { AppError } from '../../lib/errors';
import { lockSettings, writeSettings } from '../content';
import { recordAudit, type StaffActor } from '../staff';
import { isValidWindow } from './withdraw-window';
import { WITHDRAW_SETTINGS_ADMIN_MESSAGES as M } from './withdrawals.errors';
import { readWithdrawSettings, WITHDRAW_SETTING_KEYS } from './withdrawals.settings';
import { withdrawChannels } from './withdrawals.tables';
import { assertMinNotAboveMax, trimmedRate } from '../../lib/admin-list';
import { changedColumns } from '../../lib/changed-columns';

/**
 * Withdrawal settings (platform-rules §9): withdraw channels (rates, fees, limits), the daily
 * limits and the withdraw time window. Every change is audited with before/after in the same
 * transaction.
 */

type WithdrawChannelRow = typeof withdrawChannels.$inferSelect;

// ---- withdraw channels ---------------------------------------------------------------------

export function toWithdrawChannelWire(row: WithdrawChannelRow) {
  return {
    id: row.id,
    type: row.type,
    name: row.name,
    logo: row.logo,
    protocol: row.protocol,
    min: formatFen(row.minFen),
    max: formatFen(row.maxFen),
    rate: trimmedRate(row.rate),
    fee: formatFen(row.feeUnits),
    gift_info: row.giftInfo,
    description: row.description,
    sort: row.sort,
    enabled: row.enabled,
  };
}

export async function listWithdrawChannelsAdmin(db: Db): Promise<WithdrawChannelRow[]> {
  return db.select().from(withdrawChannels).orderBy(asc(withdrawChannels.sort), asc(withdrawChannels.id));
}

export interface WithdrawChannelChanges {
  name?: string | undefined;
  logo?: string | undefined;
  min?: bigint | undefined;
  max?: bigint | undefined;
  rate?: string | null | undefined;
  /** Yuan-style decimal string of the fee ('1.5'). */
  fee?: string | undefined;
  gift_info?: string | undefined;
  description?: string | undefined;
  sort?: number | undefined;
  enabled?: boolean | undefined;
}

export async function updateWithdrawChannel(
  db: Db,
  id: number,
  changes: WithdrawChannelChanges,
  staff: StaffActor,
  ip: string,
): Promise<WithdrawChannelRow> {
  return withTransaction(db, async (tx) => {
    const [before] = await tx.select().from(withdrawChannels).where(eq(withdrawChannels.id, id)).for('update');
    if (!before) throw new AppError('notFound', M.withdrawChannelNotFound);
    assertMinNotAboveMax(changes.min ?? before.minFen, changes.max ?? before.maxFen);
    const set = changedColumns<typeof changes, typeof withdrawChannels.$inferInsert>(changes, {
      name: 'name',
      logo: 'logo',
      min: 'minFen',
      max: 'maxFen',
      rate: 'rate',
      gift_info: 'giftInfo',
      description: 'description',
      sort: 'sort',
      enabled: 'enabled',
    });
    if (changes.fee !== undefined) set.feeUnits = yuanStringToFen(changes.fee);
    if (Object.keys(set).length === 0) return before;
    const [after] = await tx.update(withdrawChannels).set(set).where(eq(withdrawChannels.id, id)).returning();
    if (!after) throw new AppError('notFound', M.withdrawChannelNotFound);
    await recordAudit(tx, {
      staff,
      action: 'payments.withdraw_channel.update',
      targetType: 'withdraw_channel',
      targetId: String(id),
      before: toWithdrawChannelWire(before),
      after: toWithdrawChannelWire(after),
      ip,
    });
    return after;
  });
}

// ---- withdraw limits -----------------------------------------------------------------------

export async function readWithdrawSettingsWire(db: Db) {
  const settings = await readWithdrawSettings(db);
  return {
    daily_count: settings.dailyCount,
    daily_amount: formatFen(settings.dailyAmountFen),
    second_approval_amount: formatFen(settings.secondApprovalFen),
    window_start: settings.window.start,
    window_end: settings.window.end,
  };
}

export async function updateWithdrawSettings(
  db: Db,
  changes: {
    daily_count?: number | undefined;
    daily_amount?: bigint | undefined;
    second_approval_amount?: bigint | undefined;
    window_start?: string | undefined;
    window_end?: string | undefined;
  },
  staff: StaffActor,
  ip: string,
) {
  return withTransaction(db, async (tx) => {
    // Lock the rows so two staff saving at once do not both audit the same "before".
    await lockSettings(tx, Object.values(WITHDRAW_SETTING_KEYS));
    const before = await readWithdrawSettingsWire(tx);
    const window = { start: changes.window_start ?? before.window_start, end: changes.window_end ?? before.window_end };
    if (!isValidWindow(window)) throw new AppError('badRequest', M.windowEmpty);
    const rows: { key: string; value: unknown }[] = [];
    if (changes.daily_count !== undefined)
      rows.push({ key: WITHDRAW_SETTING_KEYS.dailyCount, value: changes.daily_count });
    if (changes.daily_amount !== undefined)
      rows.push({ key: WITHDRAW_SETTING_KEYS.dailyAmountFen, value: changes.daily_amount.toString() });
    if (changes.second_approval_amount !== undefined)
      rows.push({ key: WITHDRAW_SETTING_KEYS.secondApprovalFen, value: changes.second_approval_amount.toString() });
    // Both ends are written together so a reader never pairs a new start with a missing end.
    if (changes.window_start !== undefined || changes.window_end !== undefined) {
      rows.push({ key: WITHDRAW_SETTING_KEYS.windowStart, value: window.start });
      rows.push({ key: WITHDRAW_SETTING_KEYS.windowEnd, value: window.end });
    }
    if (rows.length === 0) return before;
    await writeSettings(tx, Object.fromEntries(rows.map((row) => [row.key, row.value])));
    const after = await readWithdrawSettingsWire(tx);
    await recordAudit(tx, {
      staff,
      action: 'payments.withdraw_settings.update',
      targetType: 'site_settings',
      targetId: 'withdraw',
      before,
      after,
      ip,
    });
    return after;
  });
}
