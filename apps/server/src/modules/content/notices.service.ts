import { and, count, desc, eq, isNull, lte, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { NOTICE_TYPES, type Notice, type NoticePage, type NoticeType, type NoticeUnread } from '@app/shared/contracts';
import type { Db } from '../../db/types';
import { AppError } from '../../lib/errors';
import { sanitizeHtml } from '../../lib/sanitize-html';
import { formatDateTime } from '../../lib/time';
import { findMemberById } from '../members';
import { isPlayRestricted } from '../responsible-play';
import { CONTENT_MESSAGES as M } from './content.errors';
import { noticeReads, notices } from './content.tables';

/** Who reads: a logged-in member (targeting and read marks) or an anonymous visitor ('all' notices only). */
export interface NoticeViewer {
  memberId: bigint;
  vipLevel: number;
  isAgent: boolean;
  /** In a time-out or self-exclusion: promotional broadcasts are not shown (decision 0032). */
  isPlayRestricted?: boolean;
}

/** Notice types that promote play (2 activity, 4 recommendation): hidden from a restricted member's broadcasts. */
const PROMOTIONAL_NOTICE_TYPES = [2, 4];

export async function noticeViewerOf(db: Db, memberId: bigint | undefined): Promise<NoticeViewer | undefined> {
  if (memberId === undefined) return undefined;
  const member = await findMemberById(db, memberId);
  if (!member) throw new AppError('unauthorized');
  return {
    memberId: member.id,
    vipLevel: member.vipLevel,
    isAgent: member.isAgent === 1,
    isPlayRestricted: await isPlayRestricted(db, member.id, new Date()),
  };
}

/**
 * Published, not deleted, and aimed at the viewer: everyone; a VIP level and up; agents; or the
 * viewer alone (platform-rules §8). A visitor sees only notices for everyone.
 */
function visibleTo(viewer: NoticeViewer | undefined): SQL {
  const live = and(isNull(notices.deletedAt), lte(notices.publishedAt, sql`now()`));
  const forEveryone = eq(notices.targetKind, 'all');
  if (!viewer) return and(live, forEveryone) ?? sql`false`;
  const targeted = or(
    forEveryone,
    and(eq(notices.targetKind, 'vip'), lte(notices.targetVipLevel, viewer.vipLevel)),
    viewer.isAgent ? eq(notices.targetKind, 'agents') : undefined,
    and(eq(notices.targetKind, 'member'), eq(notices.targetMemberId, viewer.memberId)),
  );
  // A member in a time-out or exclusion gets no promotional broadcast; messages to them alone still arrive.
  const notPromotion = viewer.isPlayRestricted
    ? or(eq(notices.targetKind, 'member'), notInArray(notices.type, PROMOTIONAL_NOTICE_TYPES))
    : undefined;
  return and(live, targeted, notPromotion) ?? sql`false`;
}

/** The viewer's read mark of each notice (joins nothing for a visitor, so `is_read` is 0). */
function readJoin(viewer: NoticeViewer | undefined): SQL {
  if (!viewer) return sql`false`;
  return and(eq(noticeReads.noticeId, notices.id), eq(noticeReads.memberId, viewer.memberId)) ?? sql`false`;
}

const isReadColumn = sql<number>`case when ${noticeReads.noticeId} is null then 0 else 1 end`.mapWith(Number);

/** Unread counts per type and in all (all zero for a visitor). */
export async function countUnread(db: Db, viewer: NoticeViewer | undefined): Promise<NoticeUnread> {
  const unread: NoticeUnread = { 1: 0, 2: 0, 3: 0, 4: 0, total: 0 };
  if (!viewer) return unread;
  const rows = await db
    .select({ type: notices.type, n: count() })
    .from(notices)
    .leftJoin(noticeReads, readJoin(viewer))
    .where(and(visibleTo(viewer), isNull(noticeReads.noticeId)))
    .groupBy(notices.type);
  for (const row of rows) {
    if ((NOTICE_TYPES as readonly number[]).includes(row.type)) unread[row.type as NoticeType] = row.n;
    unread.total += row.n;
  }
  return unread;
}

/** `noticeList`: a Laravel page of the visible notices, newest first, with the unread counts. */
export async function listNotices(
  db: Db,
  viewer: NoticeViewer | undefined,
  query: { page: number; limit: number; type?: NoticeType | undefined },
  timeZone: string,
): Promise<NoticePage> {
  const where = and(visibleTo(viewer), query.type === undefined ? undefined : eq(notices.type, query.type));
  const [total] = await db.select({ n: count() }).from(notices).where(where);
  const rows = await db
    .select({
      id: notices.id,
      title: notices.title,
      content: notices.content,
      publishedAt: notices.publishedAt,
      type: notices.type,
      isRead: isReadColumn,
    })
    .from(notices)
    .leftJoin(noticeReads, readJoin(viewer))
    .where(where)
    .orderBy(desc(notices.publishedAt), desc(notices.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const totalCount = total?.n ?? 0;
  return {
    current_page: query.page,
    data: rows.map((row) => toNotice(row, timeZone)),
    last_page: Math.max(1, Math.ceil(totalCount / query.limit)),
    per_page: query.limit,
    total: totalCount,
    unread: await countUnread(db, viewer),
  };
}

function toNotice(
  row: { id: bigint; title: string; content: string; publishedAt: Date; type: number; isRead: number },
  timeZone: string,
): Notice {
  return {
    id: Number(row.id),
    title: row.title,
    content: row.content,
    created_at: formatDateTime(row.publishedAt, timeZone),
    type: row.type,
    is_read: row.isRead === 1 ? 1 : 0,
  };
}

/**
 * `noticeInfo`: one visible notice; a logged-in viewer's read mark is written (once). A notice
 * not aimed at the viewer answers exactly like a missing one.
 */
export async function readNotice(
  db: Db,
  viewer: NoticeViewer | undefined,
  id: string,
  timeZone: string,
): Promise<Notice> {
  const [row] = await db
    .select({
      id: notices.id,
      title: notices.title,
      content: notices.content,
      publishedAt: notices.publishedAt,
      type: notices.type,
    })
    .from(notices)
    .where(and(eq(notices.id, BigInt(id)), visibleTo(viewer)));
  if (!row) throw new AppError('notFound', M.notFound);
  if (viewer) {
    await db.insert(noticeReads).values({ noticeId: row.id, memberId: viewer.memberId }).onConflictDoNothing();
  }
  return toNotice({ ...row, isRead: viewer ? 1 : 0 }, timeZone);
}

/** Who a notice is for. */
export type NoticeTarget =
  { kind: 'all' } | { kind: 'vip'; level: number } | { kind: 'agents' } | { kind: 'member'; memberId: bigint };

export interface NewNotice {
  type: NoticeType;
  title: string;
  /** Rich text as staff wrote it; sanitised with the allow-list here. */
  content: string;
  target: NoticeTarget;
  /** Defaults to now; a later time schedules the notice. */
  publishedAt?: Date;
}

export const NOTICE_TITLE_MAX_LENGTH = 100;

/**
 * Writes a notice (for the back office and the seeds): the HTML sanitised on save with the
 * allow-list (platform-rules §2). Throws a plain Error on input the caller's contract should have
 * refused (bad type, empty or long title, negative VIP level). Returns the new id.
 */
export async function createNotice(db: Db, input: NewNotice): Promise<bigint> {
  const [row] = await db
    .insert(notices)
    .values({
      ...noticeValues(input),
      ...(input.publishedAt ? { publishedAt: input.publishedAt } : {}),
    })
    .returning({ id: notices.id });
  if (!row) throw new Error('notice insert returned nothing');
  return row.id;
}

/** The columns of a notice, checked and sanitised as `createNotice` describes. */
function noticeValues(input: NewNotice) {
  if (!(NOTICE_TYPES as readonly number[]).includes(input.type)) throw new Error(`unknown notice type ${input.type}`);
  const title = input.title.trim();
  if (title === '' || title.length > NOTICE_TITLE_MAX_LENGTH) throw new Error('a notice title is 1-100 characters');
  const { target } = input;
  if (target.kind === 'vip' && (!Number.isInteger(target.level) || target.level < 0)) throw new Error('bad VIP level');
  return {
    type: input.type,
    title,
    content: sanitizeHtml(input.content),
    targetKind: target.kind,
    targetVipLevel: target.kind === 'vip' ? target.level : null,
    targetMemberId: target.kind === 'member' ? target.memberId : null,
  };
}

/**
 * Rewrites a notice that is not deleted (back office), with the same checks and sanitising as
 * `createNotice`; `publishedAt` absent keeps the publish time. Read marks stay. Returns false when
 * there is no such notice.
 */
export async function updateNotice(db: Db, id: bigint, input: NewNotice): Promise<boolean> {
  const rows = await db
    .update(notices)
    .set({ ...noticeValues(input), ...(input.publishedAt ? { publishedAt: input.publishedAt } : {}) })
    .where(and(eq(notices.id, id), isNull(notices.deletedAt)))
    .returning({ id: notices.id });
  return rows.length > 0;
}
