import { and, count, eq, ilike, isNull, sql, type SQL } from 'drizzle-orm';
import type { AdminNoticeListQuerySchema, AdminNoticeSaveSchema } from '@app/shared/contracts';
import type { z } from 'zod';
import { withTransaction } from '../../db/transaction';
import type { Db } from '../../db/types';
import { likePattern, orderOf, timeOrEmpty, type ListResult } from '../../lib/admin-list';
import { AppError } from '../../lib/errors';
import { formatDateTime, zonedTimeToInstant } from '../../lib/time';
import { findMemberByUsername, usernamesByIds } from '../members';
import { recordAudit, type StaffActor } from '../staff';
import { CONTENT_MESSAGES as M } from './content.errors';
import { noticeReads, notices } from './content.tables';
import { createNotice, updateNotice, type NoticeTarget } from './notices.service';

/**
 * Notices in the back office (platform-rules §8, §9): targeting, scheduled publishing, read
 * counts. Every change runs in one transaction with its audit entry (before/after, IP).
 */

const readCount =
  sql<number>`(select count(*) from ${noticeReads} where ${noticeReads.noticeId} = ${notices.id})`.mapWith(Number);

const noticeColumns = {
  id: notices.id,
  type: notices.type,
  title: notices.title,
  content: notices.content,
  targetKind: notices.targetKind,
  targetVipLevel: notices.targetVipLevel,
  targetMemberId: notices.targetMemberId,
  publishedAt: notices.publishedAt,
  createdAt: notices.createdAt,
  readCount,
};

interface NoticeRecord {
  id: bigint;
  type: number;
  title: string;
  content: string;
  targetKind: string;
  targetVipLevel: number | null;
  targetUsername: string | null;
  publishedAt: Date;
  createdAt: Date;
  readCount: number;
}

export function toNoticeRowWire(row: NoticeRecord, zone: string, now = new Date()) {
  return {
    id: Number(row.id),
    type: row.type,
    title: row.title,
    target_kind: row.targetKind,
    target_vip_level: row.targetKind === 'vip' ? row.targetVipLevel : null,
    target_username: row.targetKind === 'member' ? (row.targetUsername ?? '') : '',
    published_at: timeOrEmpty(row.publishedAt, zone),
    created_at: timeOrEmpty(row.createdAt, zone),
    is_published: row.publishedAt.getTime() <= now.getTime(),
    read_count: row.readCount,
  };
}

export function toNoticeWire(row: NoticeRecord, zone: string) {
  return { ...toNoticeRowWire(row, zone), content: row.content };
}

export type NoticeFilters = z.output<typeof AdminNoticeListQuerySchema>;

export async function listNoticesAdmin(
  db: Db,
  filters: NoticeFilters,
  slice: { limit: number; offset: number },
): Promise<ListResult<NoticeRecord>> {
  const conditions: (SQL | undefined)[] = [
    isNull(notices.deletedAt),
    filters.type === undefined ? undefined : eq(notices.type, filters.type),
    filters.target === undefined ? undefined : eq(notices.targetKind, filters.target),
    filters.title ? ilike(notices.title, likePattern(filters.title)) : undefined,
  ];
  const where = and(...conditions);
  const [total] = await db.select({ n: count() }).from(notices).where(where);
  const column = filters.sort === 'id' ? notices.id : filters.sort === 'read_count' ? readCount : notices.publishedAt;
  const rows = await db
    .select(noticeColumns)
    .from(notices)
    .where(where)
    .orderBy(...orderOf(column, filters.order, notices.id))
    .limit(slice.limit)
    .offset(slice.offset);
  return { rows: await withTargetUsernames(db, rows), total: Number(total?.n ?? 0) };
}

type NoticeRow = Omit<NoticeRecord, 'targetUsername'> & { targetMemberId: bigint | null };

/** Adds the target member's account name to each row (one look-up for the page). */
async function withTargetUsernames(db: Db, rows: NoticeRow[]): Promise<NoticeRecord[]> {
  const ids = rows.map((row) => row.targetMemberId).filter((id): id is bigint => id !== null);
  const names = await usernamesByIds(db, ids);
  return rows.map(({ targetMemberId, ...row }) => ({
    ...row,
    targetUsername: targetMemberId === null ? null : (names.get(targetMemberId) ?? null),
  }));
}

async function findNotice(db: Db, id: bigint, lock = false): Promise<NoticeRecord | undefined> {
  const query = db
    .select(noticeColumns)
    .from(notices)
    .where(and(eq(notices.id, id), isNull(notices.deletedAt)));
  const rows = lock ? await query.for('update') : await query;
  const [row] = await withTargetUsernames(db, rows);
  return row;
}

export async function readNoticeAdmin(db: Db, id: bigint): Promise<NoticeRecord> {
  const row = await findNotice(db, id);
  if (!row) throw new AppError('notFound', M.noticeNotFound);
  return row;
}

export type NoticeInput = z.output<typeof AdminNoticeSaveSchema>;

/** 'YYYY-MM-DD HH:mm:ss' in the site zone → the instant; a date that does not exist is refused. */
export function parseSiteTime(text: string, zone: string): Date {
  const [day = '', time = ''] = text.split(' ');
  const [year = 0, month = 0, date = 0] = day.split('-').map(Number);
  const [hour = 0, minute = 0, second = 0] = time.split(':').map(Number);
  const instant = zonedTimeToInstant({ year, month, day: date, hour, minute, second }, zone);
  if (Number.isNaN(instant.getTime()) || formatDateTime(instant, zone) !== text) {
    throw new AppError('badRequest', M.badPublishTime);
  }
  return instant;
}

async function targetOf(db: Db, input: NoticeInput): Promise<NoticeTarget> {
  switch (input.target_kind) {
    case 'all':
      return { kind: 'all' };
    case 'agents':
      return { kind: 'agents' };
    case 'vip':
      return { kind: 'vip', level: input.target_vip_level ?? 0 };
    case 'member': {
      const username = input.target_username ?? '';
      const member = await findMemberByUsername(db, username);
      if (!member) throw new AppError('badRequest', M.memberNotFound(username));
      return { kind: 'member', memberId: member.id };
    }
  }
}

export async function createNoticeAdmin(
  db: Db,
  input: NoticeInput,
  staff: StaffActor,
  ip: string,
  zone: string,
): Promise<{ notice: NoticeRecord; scheduled: boolean }> {
  const publishedAt = input.published_at ? parseSiteTime(input.published_at, zone) : undefined;
  return withTransaction(db, async (tx) => {
    const target = await targetOf(tx, input);
    const id = await createNotice(tx, {
      type: input.type,
      title: input.title,
      content: input.content,
      target,
      ...(publishedAt ? { publishedAt } : {}),
    });
    const created = await findNotice(tx, id);
    if (!created) throw new Error('created notice not found');
    await recordAudit(tx, {
      staff,
      action: 'content.notice.create',
      targetType: 'notice',
      targetId: String(id),
      before: null,
      after: toNoticeWire(created, zone),
      ip,
    });
    return { notice: created, scheduled: created.publishedAt.getTime() > Date.now() };
  });
}

export async function updateNoticeAdmin(
  db: Db,
  id: bigint,
  input: NoticeInput,
  staff: StaffActor,
  ip: string,
  zone: string,
): Promise<{ notice: NoticeRecord; scheduled: boolean }> {
  const publishedAt = input.published_at ? parseSiteTime(input.published_at, zone) : undefined;
  return withTransaction(db, async (tx) => {
    const before = await findNotice(tx, id, true);
    if (!before) throw new AppError('notFound', M.noticeNotFound);
    const target = await targetOf(tx, input);
    await updateNotice(tx, id, {
      type: input.type,
      title: input.title,
      content: input.content,
      target,
      ...(publishedAt ? { publishedAt } : {}),
    });
    const after = await findNotice(tx, id);
    if (!after) throw new AppError('notFound', M.noticeNotFound);
    await recordAudit(tx, {
      staff,
      action: 'content.notice.update',
      targetType: 'notice',
      targetId: String(id),
      before: toNoticeWire(before, zone),
      after: toNoticeWire(after, zone),
      ip,
    });
    return { notice: after, scheduled: after.publishedAt.getTime() > Date.now() };
  });
}

/** Soft delete (`deleted_at`): members stop seeing it at once; the row and its read marks stay. */
export async function deleteNoticeAdmin(
  db: Db,
  id: bigint,
  staff: StaffActor,
  ip: string,
  zone: string,
): Promise<void> {
  await withTransaction(db, async (tx) => {
    const before = await findNotice(tx, id, true);
    if (!before) throw new AppError('notFound', M.noticeNotFound);
    await tx
      .update(notices)
      .set({ deletedAt: sql`now()` })
      .where(eq(notices.id, id));
    await recordAudit(tx, {
      staff,
      action: 'content.notice.delete',
      targetType: 'notice',
      targetId: String(id),
      before: toNoticeWire(before, zone),
      after: null,
      ip,
    });
  });
}
