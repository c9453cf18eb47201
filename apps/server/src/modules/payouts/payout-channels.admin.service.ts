import { eq } from 'drizzle-orm';
import type { AdminPayoutChannelCreate, AdminPayoutChannelUpdate, PayoutChannelKind } from '@app/shared/contracts';
import { isUniqueViolation, withTransaction } from '../../db/transaction';
import type { Db } from '../../db/types';
import { timeOrEmpty } from '../../lib/admin-list';
import { AppError, refuse } from '../../lib/errors';
import { secretLast4 } from '../payments';
import { recordAudit, type StaffActor } from '../staff';
import { payoutNotifyPath, type PayoutGateways } from './payout-gateways';
import { PAYOUTS_MESSAGES as M } from './payouts.errors';
import { findPayoutChannel, listPayoutChannels, type PayoutChannel } from './payouts.repository';
import { payoutChannels } from './payouts.tables';

const KINDS: readonly PayoutChannelKind[] = ['manual', 'sandbox', 'signed_http'];
const kindOf = (kind: string): PayoutChannelKind => KINDS.find((known) => known === kind) ?? 'manual';

/** What staff see of a channel: never the secret, only whether one is set and its last 4 characters. */
export function toPayoutChannelWire(row: PayoutChannel, zone: string) {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    kind: kindOf(row.kind),
    merchant_id: row.merchantId,
    secret_set: row.secretSealed !== '',
    secret_last4: row.secretLast4,
    api_url: row.apiUrl,
    notify_path: row.kind === 'manual' ? '' : payoutNotifyPath(row.code),
    enabled: row.enabled,
    created_at: timeOrEmpty(row.createdAt, zone),
  };
}

/** The audited view of a channel: no secret, only whether it changed. */
const auditView = (row: PayoutChannel) => ({
  code: row.code,
  name: row.name,
  kind: row.kind,
  merchant_id: row.merchantId,
  api_url: row.apiUrl,
  enabled: row.enabled,
  secret_last4: row.secretLast4,
});

/** The channels staff see; the sandbox only where it runs (demo mode). */
export async function listPayoutChannelsAdmin(db: Db, gateways: PayoutGateways): Promise<PayoutChannel[]> {
  const rows = await listPayoutChannels(db);
  return rows.filter((row) => row.kind !== 'sandbox' || gateways.sandboxAvailable);
}

export async function createPayoutChannel(
  db: Db,
  gateways: PayoutGateways,
  input: AdminPayoutChannelCreate,
  staff: StaffActor,
  ip: string,
): Promise<PayoutChannel> {
  const signed = input.kind === 'signed_http';
  try {
    return await withTransaction(db, async (tx) => {
      const [row] = await tx
        .insert(payoutChannels)
        .values({
          code: input.code,
          name: input.name,
          kind: input.kind,
          merchantId: signed ? (input.merchant_id ?? '') : '',
          secretSealed: signed && input.secret ? gateways.sealSecret(input.code, input.secret) : '',
          secretLast4: signed && input.secret ? secretLast4(input.secret) : '',
          apiUrl: signed ? (input.api_url ?? '') : '',
          enabled: input.enabled ?? true,
        })
        .returning();
      if (!row) throw new Error('payout channel insert returned nothing');
      await recordAudit(tx, {
        staff,
        action: 'payments.payout_channel.create',
        targetType: 'payout_channel',
        targetId: String(row.id),
        after: auditView(row),
        ip,
      });
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw refuse(M.channelCodeTaken);
    throw error;
  }
}

export async function updatePayoutChannel(
  db: Db,
  gateways: PayoutGateways,
  id: number,
  input: AdminPayoutChannelUpdate,
  staff: StaffActor,
  ip: string,
): Promise<PayoutChannel> {
  return withTransaction(db, async (tx) => {
    const [before] = await tx.select().from(payoutChannels).where(eq(payoutChannels.id, id)).for('update');
    if (!before) throw new AppError('notFound', M.channelNotFound);
    const touchesGateway = input.merchant_id !== undefined || input.secret !== undefined || input.api_url !== undefined;
    if (touchesGateway && before.kind === 'sandbox') throw refuse(M.sandboxNotEditable);
    if (touchesGateway && before.kind !== 'signed_http') throw refuse(M.secretSetOnlyForSignedHttp);
    const [after] = await tx
      .update(payoutChannels)
      .set({
        ...(input.name === undefined ? {} : { name: input.name }),
        ...(input.merchant_id === undefined ? {} : { merchantId: input.merchant_id }),
        ...(input.api_url === undefined ? {} : { apiUrl: input.api_url }),
        ...(input.secret === undefined
          ? {}
          : { secretSealed: gateways.sealSecret(before.code, input.secret), secretLast4: secretLast4(input.secret) }),
        ...(input.enabled === undefined ? {} : { enabled: input.enabled }),
        updatedAt: new Date(),
      })
      .where(eq(payoutChannels.id, id))
      .returning();
    if (!after) throw new AppError('notFound', M.channelNotFound);
    await recordAudit(tx, {
      staff,
      action: 'payments.payout_channel.update',
      targetType: 'payout_channel',
      targetId: String(id),
      before: auditView(before),
      after: { ...auditView(after), secret_changed: input.secret !== undefined },
      ip,
    });
    return after;
  });
}

export async function enablePayoutChannel(
  db: Db,
  id: number,
  enabled: boolean,
  staff: StaffActor,
  ip: string,
): Promise<PayoutChannel> {
  return withTransaction(db, async (tx) => {
    const before = await findPayoutChannel(tx, id);
    if (!before) throw new AppError('notFound', M.channelNotFound);
    const [after] = await tx
      .update(payoutChannels)
      .set({ enabled, updatedAt: new Date() })
      .where(eq(payoutChannels.id, id))
      .returning();
    if (!after) throw new AppError('notFound', M.channelNotFound);
    await recordAudit(tx, {
      staff,
      action: enabled ? 'payments.payout_channel.enable' : 'payments.payout_channel.disable',
      targetType: 'payout_channel',
      targetId: String(id),
      before: { enabled: before.enabled },
      after: { enabled: after.enabled },
      ip,
    });
    return after;
  });
}
