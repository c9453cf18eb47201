import { asc, eq } from 'drizzle-orm';
import { formatFen } from '@app/shared/money';
import { validateWalletAddress } from '@app/shared/validation';
import { isUniqueViolation, withTransaction } from '../../db/transaction';
import type { Db } from '../../db/types';
import { AppError } from '../../lib/errors';
import { formatDateTime } from '../../lib/time';
import { recordAudit, type StaffActor } from '../staff';
import { sealGatewaySecret, secretLast4 } from './payment-gateway-secrets';
import {
  findPaymentGatewayByCode,
  listPaymentGatewayRows,
  type PaymentGatewayRow,
} from './payment-gateways.repository';
import { PAYMENTS_ADMIN_MESSAGES as M } from './payments.errors';
import { paymentGateways, rechargeChannels, rechargeTypes } from './payments.tables';
import { SANDBOX_GATEWAY_CODE } from './sandbox-gateway';
import { notifyUrlOf } from './signed-redirect-gateway';
import { assertMinNotAboveMax, trimmedRate } from '../../lib/admin-list';
import { changedColumns } from '../../lib/changed-columns';

/**
 * Payments settings (platform-rules §9): recharge types, recharge channels (gateway channels and
 * company bank accounts / USDT addresses) and payment gateways. Every change is audited with
 * before/after in the same transaction.
 */

type RechargeTypeRow = typeof rechargeTypes.$inferSelect;
type RechargeChannelRow = typeof rechargeChannels.$inferSelect;

// ---- recharge types ------------------------------------------------------------------------

export function toRechargeTypeWire(row: RechargeTypeRow) {
  return {
    id: row.id,
    name: row.name,
    logo: row.logo,
    kind: row.kind,
    min: formatFen(row.minFen),
    max: formatFen(row.maxFen),
    gift_info: row.giftInfo,
    rate: trimmedRate(row.rate),
    download_url: row.downloadUrl,
    description: row.description,
    sort: row.sort,
    enabled: row.enabled,
  };
}

export async function listRechargeTypesAdmin(db: Db): Promise<RechargeTypeRow[]> {
  return db.select().from(rechargeTypes).orderBy(asc(rechargeTypes.sort), asc(rechargeTypes.id));
}

export interface RechargeTypeChanges {
  name?: string | undefined;
  logo?: string | undefined;
  kind?: 'online' | 'bank' | 'usdt' | undefined;
  min?: bigint | undefined;
  max?: bigint | undefined;
  gift_info?: string | undefined;
  rate?: string | null | undefined;
  download_url?: string | undefined;
  description?: string | undefined;
  sort?: number | undefined;
  enabled?: boolean | undefined;
}

function rechargeTypeSet(changes: RechargeTypeChanges): Partial<typeof rechargeTypes.$inferInsert> {
  return changedColumns<typeof changes, typeof rechargeTypes.$inferInsert>(changes, {
    name: 'name',
    logo: 'logo',
    kind: 'kind',
    min: 'minFen',
    max: 'maxFen',
    gift_info: 'giftInfo',
    rate: 'rate',
    download_url: 'downloadUrl',
    description: 'description',
    sort: 'sort',
    enabled: 'enabled',
  });
}

export async function createRechargeType(
  db: Db,
  input: RechargeTypeChanges & { name: string; kind: 'online' | 'bank' | 'usdt'; min: bigint; max: bigint },
  staff: StaffActor,
  ip: string,
): Promise<RechargeTypeRow> {
  assertMinNotAboveMax(input.min, input.max);
  return withTransaction(db, async (tx) => {
    const values = {
      ...rechargeTypeSet(input),
      name: input.name,
      kind: input.kind,
      minFen: input.min,
      maxFen: input.max,
    };
    const [created] = await tx.insert(rechargeTypes).values(values).returning();
    if (!created) throw new Error('recharge type insert returned nothing');
    await recordAudit(tx, {
      staff,
      action: 'payments.recharge_type.create',
      targetType: 'recharge_type',
      targetId: String(created.id),
      before: null,
      after: toRechargeTypeWire(created),
      ip,
    });
    return created;
  });
}

export async function updateRechargeType(
  db: Db,
  id: number,
  changes: RechargeTypeChanges,
  staff: StaffActor,
  ip: string,
): Promise<RechargeTypeRow> {
  return withTransaction(db, async (tx) => {
    const [before] = await tx.select().from(rechargeTypes).where(eq(rechargeTypes.id, id)).for('update');
    if (!before) throw new AppError('notFound', M.typeNotFound);
    assertMinNotAboveMax(changes.min ?? before.minFen, changes.max ?? before.maxFen);
    const set = rechargeTypeSet(changes);
    if (Object.keys(set).length === 0) return before;
    const [after] = await tx.update(rechargeTypes).set(set).where(eq(rechargeTypes.id, id)).returning();
    if (!after) throw new AppError('notFound', M.typeNotFound);
    await recordAudit(tx, {
      staff,
      action: 'payments.recharge_type.update',
      targetType: 'recharge_type',
      targetId: String(id),
      before: toRechargeTypeWire(before),
      after: toRechargeTypeWire(after),
      ip,
    });
    return after;
  });
}

// ---- recharge channels ---------------------------------------------------------------------

export function toRechargeChannelWire(row: RechargeChannelRow, typeName: string) {
  return {
    id: row.id,
    type_id: row.typeId,
    type_name: typeName,
    name: row.name,
    gateway: row.gateway,
    allow_custom_amount: row.allowCustomAmount,
    need_fixed_amount: row.needFixedAmount,
    fixed_amounts: row.fixedAmounts
      .filter((value) => /^\d{1,15}$/.test(value))
      .map((value) => formatFen(BigInt(value))),
    min: formatFen(row.minFen),
    max: formatFen(row.maxFen),
    bank_name: row.bankName,
    account_name: row.accountName,
    account_no: row.accountNo,
    branch: row.branch,
    usdt_protocol: row.usdtProtocol,
    usdt_address: row.usdtAddress,
    turnover_multiple: trimmedRate(row.turnoverMultiple) || '0',
    sort: row.sort,
    enabled: row.enabled,
  };
}

export async function listRechargeChannelsAdmin(
  db: Db,
  typeId: number | undefined,
): Promise<{ channel: RechargeChannelRow; typeName: string }[]> {
  const rows = await db
    .select({ channel: rechargeChannels, typeName: rechargeTypes.name })
    .from(rechargeChannels)
    .leftJoin(rechargeTypes, eq(rechargeTypes.id, rechargeChannels.typeId))
    .where(typeId === undefined ? undefined : eq(rechargeChannels.typeId, typeId))
    .orderBy(asc(rechargeChannels.typeId), asc(rechargeChannels.sort), asc(rechargeChannels.id));
  return rows.map((row) => ({ channel: row.channel, typeName: row.typeName ?? '' }));
}

export interface RechargeChannelChanges {
  name?: string | undefined;
  gateway?: string | null | undefined;
  allow_custom_amount?: boolean | undefined;
  need_fixed_amount?: boolean | undefined;
  fixed_amounts?: bigint[] | undefined;
  min?: bigint | undefined;
  max?: bigint | undefined;
  bank_name?: string | null | undefined;
  account_name?: string | null | undefined;
  account_no?: string | null | undefined;
  branch?: string | null | undefined;
  usdt_protocol?: 'ERC20' | 'TRC20' | null | undefined;
  usdt_address?: string | null | undefined;
  turnover_multiple?: string | undefined;
  sort?: number | undefined;
  enabled?: boolean | undefined;
}

function rechargeChannelSet(changes: RechargeChannelChanges): Partial<typeof rechargeChannels.$inferInsert> {
  const set = changedColumns<typeof changes, typeof rechargeChannels.$inferInsert>(changes, {
    name: 'name',
    gateway: 'gateway',
    allow_custom_amount: 'allowCustomAmount',
    need_fixed_amount: 'needFixedAmount',
    min: 'minFen',
    max: 'maxFen',
    bank_name: 'bankName',
    account_name: 'accountName',
    account_no: 'accountNo',
    branch: 'branch',
    usdt_protocol: 'usdtProtocol',
    usdt_address: 'usdtAddress',
    turnover_multiple: 'turnoverMultiple',
    sort: 'sort',
    enabled: 'enabled',
  });
  if (changes.fixed_amounts !== undefined) set.fixedAmounts = changes.fixed_amounts.map(String);
  return set;
}

/** Checks the channel as it will be after the change: limits, fixed amounts, USDT address. */
function checkChannel(channel: {
  minFen: bigint;
  maxFen: bigint;
  needFixedAmount: boolean;
  fixedAmounts: string[];
  usdtProtocol: string | null;
  usdtAddress: string | null;
}): void {
  assertMinNotAboveMax(channel.minFen, channel.maxFen);
  if (channel.needFixedAmount) {
    if (channel.fixedAmounts.length === 0) throw new AppError('badRequest', M.fixedAmountsNeeded);
    for (const value of channel.fixedAmounts) {
      const fen = BigInt(value);
      if (fen < channel.minFen || fen > channel.maxFen) throw new AppError('badRequest', M.fixedAmountOutOfRange);
    }
  }
  if (channel.usdtAddress !== null) {
    const protocol = channel.usdtProtocol;
    if (protocol !== 'ERC20' && protocol !== 'TRC20') throw new AppError('badRequest', M.usdtAddressWithoutProtocol);
    const problem = validateWalletAddress({ protocol, address: channel.usdtAddress });
    if (problem) throw new AppError('badRequest', problem);
  }
}

/**
 * A channel may point only to a gateway that exists: a configured one (enabled or not) or the
 * built-in sandbox where it runs (demo mode).
 */
async function assertKnownGateway(tx: Db, code: string, sandboxAvailable: boolean): Promise<void> {
  if (code === SANDBOX_GATEWAY_CODE) {
    if (!sandboxAvailable) throw new AppError('badRequest', M.sandboxUnavailable);
    return;
  }
  if (!(await findPaymentGatewayByCode(tx, code))) throw new AppError('badRequest', M.gatewayUnknown);
}

async function typeNameOf(db: Db, typeId: number): Promise<string> {
  const [type] = await db.select({ name: rechargeTypes.name }).from(rechargeTypes).where(eq(rechargeTypes.id, typeId));
  if (!type) throw new AppError('notFound', M.typeNotFound);
  return type.name;
}

export async function createRechargeChannel(
  db: Db,
  input: RechargeChannelChanges & { type_id: number; name: string; min: bigint; max: bigint },
  staff: StaffActor,
  ip: string,
  options: { sandboxAvailable: boolean },
): Promise<{ channel: RechargeChannelRow; typeName: string }> {
  const set = rechargeChannelSet(input);
  checkChannel({
    minFen: input.min,
    maxFen: input.max,
    needFixedAmount: set.needFixedAmount ?? false,
    fixedAmounts: set.fixedAmounts ?? [],
    usdtProtocol: set.usdtProtocol ?? null,
    usdtAddress: set.usdtAddress ?? null,
  });
  return withTransaction(db, async (tx) => {
    const typeName = await typeNameOf(tx, input.type_id);
    if (set.gateway) await assertKnownGateway(tx, set.gateway, options.sandboxAvailable);
    const [created] = await tx
      .insert(rechargeChannels)
      .values({ ...set, typeId: input.type_id, name: input.name, minFen: input.min, maxFen: input.max })
      .returning();
    if (!created) throw new Error('recharge channel insert returned nothing');
    await recordAudit(tx, {
      staff,
      action: 'payments.recharge_channel.create',
      targetType: 'recharge_channel',
      targetId: String(created.id),
      before: null,
      after: toRechargeChannelWire(created, typeName),
      ip,
    });
    return { channel: created, typeName };
  });
}

export async function updateRechargeChannel(
  db: Db,
  id: number,
  changes: RechargeChannelChanges,
  staff: StaffActor,
  ip: string,
  options: { sandboxAvailable: boolean },
): Promise<{ channel: RechargeChannelRow; typeName: string }> {
  return withTransaction(db, async (tx) => {
    const [before] = await tx.select().from(rechargeChannels).where(eq(rechargeChannels.id, id)).for('update');
    if (!before) throw new AppError('notFound', M.channelNotFound);
    const typeName = await typeNameOf(tx, before.typeId).catch(() => '');
    const set = rechargeChannelSet(changes);
    checkChannel({ ...before, ...set });
    // Only a new gateway is checked: saving other fields of a channel whose gateway is gone still works.
    if (set.gateway && set.gateway !== before.gateway)
      await assertKnownGateway(tx, set.gateway, options.sandboxAvailable);
    if (Object.keys(set).length === 0) return { channel: before, typeName };
    const [after] = await tx.update(rechargeChannels).set(set).where(eq(rechargeChannels.id, id)).returning();
    if (!after) throw new AppError('notFound', M.channelNotFound);
    await recordAudit(tx, {
      staff,
      action: 'payments.recharge_channel.update',
      targetType: 'recharge_channel',
      targetId: String(id),
      before: toRechargeChannelWire(before, typeName),
      after: toRechargeChannelWire(after, typeName),
      ip,
    });
    return { channel: after, typeName };
  });
}

// ---- payment gateways ----------------------------------------------------------------------

/** What the gateway services need from the app: the secret key, the site zone, the registry. */
export interface GatewayAdminContext {
  /** AES-256-GCM key derived from APP_SECRET (payments `gatewaySecretKey`). */
  key: Buffer;
  timeZone: string;
  /** Called after a committed change so this instance's registry reads the rows again. */
  invalidate(): void;
}

/** The staff view of a gateway: never the secret, only whether it is set and its last 4 characters. */
export function toPaymentGatewayWire(row: PaymentGatewayRow, timeZone: string) {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    kind: row.kind,
    merchant_id: row.merchantId,
    secret_set: row.secretSealed !== '',
    secret_last4: row.secretLast4,
    cashier_url: row.cashierUrl,
    site_url: row.siteUrl,
    notify_url: notifyUrlOf(row.siteUrl, row.code),
    notify_ips: row.notifyIps,
    enabled: row.enabled,
    updated_at: formatDateTime(row.updatedAt, timeZone),
  };
}

/** The audit view: like the staff view without any part of the secret (only whether it changed). */
function gatewayAuditView(row: PaymentGatewayRow) {
  return {
    code: row.code,
    name: row.name,
    kind: row.kind,
    merchant_id: row.merchantId,
    cashier_url: row.cashierUrl,
    site_url: row.siteUrl,
    notify_ips: row.notifyIps,
    enabled: row.enabled,
  };
}

export async function listPaymentGatewaysAdmin(db: Db): Promise<PaymentGatewayRow[]> {
  return listPaymentGatewayRows(db);
}

/** The gateways a channel may point to: the sandbox where it runs, then the configured ones. */
export async function listGatewayOptions(db: Db, sandboxAvailable: boolean) {
  const rows = await listPaymentGatewayRows(db);
  return [
    ...(sandboxAvailable ? [{ code: SANDBOX_GATEWAY_CODE, name: '演示网关', enabled: true, builtin: true }] : []),
    ...rows.map((row) => ({ code: row.code, name: row.name, enabled: row.enabled, builtin: false })),
  ];
}

export interface PaymentGatewayChanges {
  name?: string | undefined;
  kind?: 'signed_redirect' | undefined;
  merchant_id?: string | undefined;
  /** A new secret; absent keeps the stored one. */
  secret?: string | undefined;
  cashier_url?: string | undefined;
  site_url?: string | undefined;
  notify_ips?: string[] | undefined;
  enabled?: boolean | undefined;
}

export async function createPaymentGateway(
  db: Db,
  input: PaymentGatewayChanges & {
    code: string;
    name: string;
    kind: 'signed_redirect';
    merchant_id: string;
    secret: string;
    cashier_url: string;
    site_url: string;
  },
  context: GatewayAdminContext,
  staff: StaffActor,
  ip: string,
): Promise<PaymentGatewayRow> {
  let created: PaymentGatewayRow;
  try {
    created = await withTransaction(db, async (tx) => {
      if (await findPaymentGatewayByCode(tx, input.code)) throw new AppError('badRequest', M.gatewayCodeTaken);
      const now = new Date();
      const [row] = await tx
        .insert(paymentGateways)
        .values({
          code: input.code,
          name: input.name,
          kind: input.kind,
          merchantId: input.merchant_id,
          secretSealed: sealGatewaySecret(context.key, input.code, input.secret),
          secretLast4: secretLast4(input.secret),
          cashierUrl: input.cashier_url,
          siteUrl: input.site_url,
          notifyIps: input.notify_ips ?? [],
          enabled: input.enabled ?? true,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!row) throw new Error('payment gateway insert returned nothing');
      await recordAudit(tx, {
        staff,
        action: 'payments.gateway.create',
        targetType: 'payment_gateway',
        targetId: String(row.id),
        before: null,
        after: { ...gatewayAuditView(row), secret_changed: true },
        ip,
      });
      return row;
    });
  } catch (error) {
    // Two staff creating the same code at once: the unique index decides.
    if (isUniqueViolation(error)) throw new AppError('badRequest', M.gatewayCodeTaken);
    throw error;
  }
  context.invalidate();
  return created;
}

export async function updatePaymentGateway(
  db: Db,
  id: number,
  changes: PaymentGatewayChanges,
  context: GatewayAdminContext,
  staff: StaffActor,
  ip: string,
): Promise<PaymentGatewayRow> {
  const updated = await withTransaction(db, async (tx) => {
    const [before] = await tx.select().from(paymentGateways).where(eq(paymentGateways.id, id)).for('update');
    if (!before) throw new AppError('notFound', M.gatewayNotFound);
    const set = changedColumns<typeof changes, typeof paymentGateways.$inferInsert>(changes, {
      name: 'name',
      kind: 'kind',
      merchant_id: 'merchantId',
      cashier_url: 'cashierUrl',
      site_url: 'siteUrl',
      notify_ips: 'notifyIps',
      enabled: 'enabled',
    });
    if (changes.secret !== undefined) {
      set.secretSealed = sealGatewaySecret(context.key, before.code, changes.secret);
      set.secretLast4 = secretLast4(changes.secret);
    }
    if (Object.keys(set).length === 0) return before;
    const [after] = await tx
      .update(paymentGateways)
      .set({ ...set, updatedAt: new Date() })
      .where(eq(paymentGateways.id, id))
      .returning();
    if (!after) throw new AppError('notFound', M.gatewayNotFound);
    await recordAudit(tx, {
      staff,
      action: 'payments.gateway.update',
      targetType: 'payment_gateway',
      targetId: String(id),
      before: gatewayAuditView(before),
      after: { ...gatewayAuditView(after), secret_changed: changes.secret !== undefined },
      ip,
    });
    return after;
  });
  context.invalidate();
  return updated;
}
