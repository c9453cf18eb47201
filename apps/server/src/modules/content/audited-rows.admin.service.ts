import { withTransaction } from '../../db/transaction';
import type { Db } from '../../db/types';
import { AppError } from '../../lib/errors';
import { recordAudit, type StaffActor } from '../staff';

/**
 * A table staff edit row by row (banners, the home notice bar, customer-service entries): its
 * queries, how its rows show in the audit log, and its not-found message. Each change runs in one
 * transaction with its audit entry: action `content.<target>.create|update|delete`, target type
 * `<target>`, target id the row id.
 */
/** The content rows audited this way; each has create, update and delete labels in the audit catalogue. */
export type AuditedTarget = 'banner' | 'home_notice' | 'service_entry';

export interface AuditedRows<Row extends { id: number }, Insert> {
  target: AuditedTarget;
  notFound: string;
  wire: (row: Row) => unknown;
  insert: (tx: Db, values: Insert) => Promise<Row[]>;
  /** The row, locked for update. */
  lock: (tx: Db, id: number) => Promise<Row[]>;
  update: (tx: Db, id: number, set: Partial<Insert>) => Promise<Row[]>;
  remove: (tx: Db, id: number) => Promise<Row[]>;
}

export async function createAudited<Row extends { id: number }, Insert>(
  db: Db,
  rows: AuditedRows<Row, Insert>,
  values: Insert,
  staff: StaffActor,
  ip: string,
): Promise<Row> {
  return withTransaction(db, async (tx) => {
    const [created] = await rows.insert(tx, values);
    if (!created) throw new Error(`${rows.target.replace(/_/g, ' ')} insert returned nothing`);
    await recordAudit(tx, {
      staff,
      action: `content.${rows.target}.create`,
      targetType: rows.target,
      targetId: String(created.id),
      before: null,
      after: rows.wire(created),
      ip,
    });
    return created;
  });
}

/** Applies the changes given (none: the row as it is, not audited). */
export async function updateAudited<Row extends { id: number }, Insert>(
  db: Db,
  rows: AuditedRows<Row, Insert>,
  id: number,
  set: Partial<Insert>,
  staff: StaffActor,
  ip: string,
): Promise<Row> {
  return withTransaction(db, async (tx) => {
    const [before] = await rows.lock(tx, id);
    if (!before) throw new AppError('notFound', rows.notFound);
    if (Object.keys(set).length === 0) return before;
    const [after] = await rows.update(tx, id, set);
    if (!after) throw new AppError('notFound', rows.notFound);
    await recordAudit(tx, {
      staff,
      action: `content.${rows.target}.update`,
      targetType: rows.target,
      targetId: String(id),
      before: rows.wire(before),
      after: rows.wire(after),
      ip,
    });
    return after;
  });
}

export async function deleteAudited<Row extends { id: number }, Insert>(
  db: Db,
  rows: AuditedRows<Row, Insert>,
  id: number,
  staff: StaffActor,
  ip: string,
): Promise<void> {
  await withTransaction(db, async (tx) => {
    const [before] = await rows.remove(tx, id);
    if (!before) throw new AppError('notFound', rows.notFound);
    await recordAudit(tx, {
      staff,
      action: `content.${rows.target}.delete`,
      targetType: rows.target,
      targetId: String(id),
      before: rows.wire(before),
      after: null,
      ip,
    });
  });
}
