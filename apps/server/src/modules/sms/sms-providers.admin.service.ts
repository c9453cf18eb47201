import { and, desc, eq, ilike, ne, type SQL } from 'drizzle-orm';
import {
  SMS_PROVIDER_KIND_NAMES,
  SMS_PROVIDER_KINDS,
  SMS_PURPOSE_NAMES,
  SMS_PURPOSES,
  type AdminSmsProvider,
  type AdminSmsProviders,
  type SmsProviderKind,
  type SmsPurpose,
} from '@app/shared/contracts';
import { isUniqueViolation, withTransaction } from '../../db/transaction';
import type { Db } from '../../db/types';
import {
  countCapped,
  dayRange,
  likePattern,
  timeOrEmpty,
  type ListParams,
  type ListResult,
  type ListSlice,
} from '../../lib/admin-list';
import { AppError } from '../../lib/errors';
import { recordAudit, type StaffActor } from '../staff';
import { sealSmsSecret } from './sms-secrets';
import type { SmsDeliveryRow, SmsDeliveryService, SmsProviderRow } from './sms-delivery.service';
import { SMS_ADMIN_MESSAGES as M } from './sms.errors';
import { smsDeliveries, smsProviders } from './sms.tables';

export interface SmsAdminContext {
  key: Buffer;
  delivery: SmsDeliveryService;
  zone: string;
}

type Templates = Record<SmsPurpose, string>;

export interface SmsProviderCreate {
  kind: SmsProviderKind;
  name: string;
  access_key_id: string;
  secret: string;
  sign_name: string;
  app_id?: string | undefined;
  region?: string | undefined;
  templates: Templates;
}

export type SmsProviderUpdate = Partial<Omit<SmsProviderCreate, 'kind'>>;

function kindName(kind: string): string {
  return SMS_PROVIDER_KIND_NAMES[kind as SmsProviderKind] ?? kind;
}

export function toSmsProviderWire(row: SmsProviderRow, zone: string): AdminSmsProvider {
  return {
    id: row.id,
    kind: row.kind,
    kind_name: kindName(row.kind),
    name: row.name,
    access_key_id: row.accessKeyId,
    secret_set: row.secretSealed !== '',
    secret_last4: row.secretLast4,
    sign_name: row.signName,
    app_id: row.appId,
    region: row.region,
    templates: row.templates,
    active: row.active,
    updated_at: timeOrEmpty(row.updatedAt, zone),
  };
}

/** What the audit log keeps of a provider: never the secret, only whether it changed. */
function auditView(row: SmsProviderRow) {
  return {
    kind: row.kind,
    name: row.name,
    access_key_id: row.accessKeyId,
    sign_name: row.signName,
    app_id: row.appId,
    region: row.region,
    templates: row.templates,
    active: row.active,
  };
}

export async function listSmsProviders(db: Db, zone: string): Promise<AdminSmsProviders> {
  const rows = await db.select().from(smsProviders).orderBy(smsProviders.id);
  const active = rows.find((row) => row.active);
  return {
    kinds: [
      { kind: 'outbox', name: SMS_PROVIDER_KIND_NAMES.outbox, builtin: true, needs_app_id: false },
      ...SMS_PROVIDER_KINDS.map((kind) => ({
        kind,
        name: SMS_PROVIDER_KIND_NAMES[kind],
        builtin: false,
        needs_app_id: kind === 'tencent',
      })),
    ],
    purposes: SMS_PURPOSES.map((purpose) => ({ purpose, name: SMS_PURPOSE_NAMES[purpose] })),
    active: active ? active.id : 'outbox',
    providers: rows.map((row) => toSmsProviderWire(row, zone)),
  };
}

async function providerOrMissing(db: Db, id: number, lock = false): Promise<SmsProviderRow> {
  const query = db.select().from(smsProviders).where(eq(smsProviders.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new AppError('notFound', M.providerMissing);
  return row;
}

export async function createSmsProvider(
  db: Db,
  input: SmsProviderCreate,
  context: SmsAdminContext,
  staff: StaffActor,
  ip: string,
): Promise<SmsProviderRow> {
  return withTransaction(db, async (tx) => {
    const now = new Date();
    const [inserted] = await tx
      .insert(smsProviders)
      .values({
        kind: input.kind,
        name: input.name,
        accessKeyId: input.access_key_id,
        secretSealed: '',
        secretLast4: input.secret.slice(-4),
        signName: input.sign_name,
        appId: input.kind === 'tencent' ? (input.app_id ?? '') : '',
        region: input.region ?? '',
        templates: input.templates,
        active: false,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: smsProviders.id });
    if (!inserted) throw new Error('sms provider insert returned nothing');
    // Sealed with the row id as associated data, so it is written once the id is known.
    const [row] = await tx
      .update(smsProviders)
      .set({ secretSealed: sealSmsSecret(context.key, inserted.id, input.secret) })
      .where(eq(smsProviders.id, inserted.id))
      .returning();
    if (!row) throw new Error('sms provider update returned nothing');
    await recordAudit(tx, {
      staff,
      action: 'sms.provider.create',
      targetType: 'sms_provider',
      targetId: String(row.id),
      before: null,
      after: { ...auditView(row), secret_changed: true },
      ip,
    });
    return row;
  });
}

export async function updateSmsProvider(
  db: Db,
  id: number,
  input: SmsProviderUpdate,
  context: SmsAdminContext,
  staff: StaffActor,
  ip: string,
): Promise<SmsProviderRow> {
  return withTransaction(db, async (tx) => {
    const before = await providerOrMissing(tx, id, true);
    const set: Partial<typeof smsProviders.$inferInsert> = { updatedAt: new Date() };
    if (input.name !== undefined) set.name = input.name;
    if (input.access_key_id !== undefined) set.accessKeyId = input.access_key_id;
    if (input.sign_name !== undefined) set.signName = input.sign_name;
    if (input.app_id !== undefined && before.kind === 'tencent') set.appId = input.app_id;
    if (input.region !== undefined) set.region = input.region;
    if (input.templates !== undefined) set.templates = input.templates;
    if (input.secret !== undefined) {
      set.secretSealed = sealSmsSecret(context.key, id, input.secret);
      set.secretLast4 = input.secret.slice(-4);
    }
    const [row] = await tx.update(smsProviders).set(set).where(eq(smsProviders.id, id)).returning();
    if (!row) throw new AppError('notFound', M.providerMissing);
    await recordAudit(tx, {
      staff,
      action: 'sms.provider.update',
      targetType: 'sms_provider',
      targetId: String(id),
      before: auditView(before),
      after: { ...auditView(row), secret_changed: input.secret !== undefined },
      ip,
    });
    return row;
  });
}

/** Makes `id` the one active provider, or (id 'outbox') none: the built-in outbox. */
export async function activateSmsProvider(db: Db, id: number | 'outbox', staff: StaffActor, ip: string): Promise<void> {
  try {
    await withTransaction(db, async (tx) => {
      const [previous] = await tx.select().from(smsProviders).where(eq(smsProviders.active, true)).for('update');
      if (id !== 'outbox') await providerOrMissing(tx, id, true);
      const keep = id === 'outbox' ? undefined : ne(smsProviders.id, id);
      await tx
        .update(smsProviders)
        .set({ active: false, updatedAt: new Date() })
        .where(and(eq(smsProviders.active, true), keep));
      if (id !== 'outbox') {
        await tx.update(smsProviders).set({ active: true, updatedAt: new Date() }).where(eq(smsProviders.id, id));
      }
      await recordAudit(tx, {
        staff,
        action: 'sms.provider.activate',
        targetType: 'sms_provider',
        targetId: String(id),
        before: { active: previous ? previous.id : 'outbox' },
        after: { active: id },
        ip,
      });
    });
  } catch (error) {
    // Two staff activating different providers at once: the partial unique index decides.
    if (isUniqueViolation(error)) throw new AppError('refused', M.activeConflict);
    throw error;
  }
}

/** Sends a test code (000000) through a provider, active or not; the outcome is kept and audited. */
export async function sendTestSms(
  db: Db,
  id: number,
  input: { mobile: string; purpose: SmsPurpose },
  context: SmsAdminContext,
  staff: StaffActor,
  ip: string,
): Promise<SmsDeliveryRow> {
  const row = await providerOrMissing(db, id);
  // The network call happens outside any transaction; the delivery row is written after it.
  const delivery = await context.delivery.deliver(
    row,
    { purpose: input.purpose, mobile: input.mobile, code: '000000' },
    true,
  );
  await recordAudit(db, {
    staff,
    action: 'sms.provider.test',
    targetType: 'sms_provider',
    targetId: String(id),
    before: null,
    after: {
      mobile: input.mobile,
      purpose: input.purpose,
      status: delivery.status,
      error: delivery.error,
      delivery_id: String(delivery.id),
    },
    ip,
  });
  return delivery;
}

export function toSmsDeliveryWire(row: SmsDeliveryRow, zone: string) {
  return {
    id: Number(row.id),
    mobile: row.mobile,
    purpose: row.purpose,
    provider_kind: row.providerKind,
    provider_name: row.providerName,
    status: row.status,
    provider_message_id: row.providerMessageId,
    error: row.error,
    test: row.test,
    created_at: timeOrEmpty(row.createdAt, zone),
  };
}

export interface SmsDeliveryFilters extends ListParams {
  mobile?: string | undefined;
  status?: 'sent' | 'failed' | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

export async function listSmsDeliveries(
  db: Db,
  filters: SmsDeliveryFilters,
  slice: ListSlice,
  zone: string,
): Promise<ListResult<SmsDeliveryRow>> {
  const conditions: (SQL | undefined)[] = [
    filters.mobile ? ilike(smsDeliveries.mobile, likePattern(filters.mobile)) : undefined,
    filters.status ? eq(smsDeliveries.status, filters.status) : undefined,
    ...dayRange(smsDeliveries.createdAt, filters, zone),
  ];
  const where = and(...conditions);
  const counted = await countCapped(db, smsDeliveries, where, slice.countCap);
  const rows = await db
    .select()
    .from(smsDeliveries)
    .where(where)
    .orderBy(filters.order === 'asc' ? smsDeliveries.id : desc(smsDeliveries.id))
    .limit(slice.limit)
    .offset(slice.offset);
  return { rows, ...counted };
}
