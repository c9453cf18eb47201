import { and, asc, count, desc, eq, ilike, isNull, sql, type SQL } from 'drizzle-orm';
import type { AdminNoticeListQuerySchema, AdminNoticeSaveSchema, AdminPage, PageSlug } from '@app/shared/contracts';
import type { z } from 'zod';
import {
  banners,
  contentPages,
  homeNotices,
  noticeReads,
  notices,
  serviceEntries,
  siteSettings,
} from '../../db/schema';
import { withTransaction } from '../../db/transaction';
import type { Db } from '../../db/types';
import { AppError } from '../../lib/errors';
import { sanitizeHtml } from '../../lib/sanitize-html';
import { formatDateTime, zonedTimeToInstant } from '../../lib/time';
import { members } from '../members';
import {
  createNotice,
  readServiceUrl,
  readStoredPage,
  saveContentImage,
  savePage,
  SERVICE_PAGE_PATH,
  SERVICE_URL_SETTING_KEY,
  updateNotice,
  type NoticeTarget,
  type PageInput,
} from '../profile';
import { recordAudit } from '../staff';
import { likePattern, orderOf, timeOrEmpty, type ListParams, type ListResult } from '../../lib/admin-list';
import type { StaffActor } from '../staff';

/**
 * Content the back office manages (platform-rules §8, §9; issue #7): banners, the home notice
 * bar, notices with targeting, the info pages, customer-service entries and address, and image
 * uploads. Every change runs in one transaction with its audit entry (before/after, IP). None of
 * these is cached on the server: members read the tables on every request, so a change shows on
 * the next page load.
 */

/** Messages of the content screens (staff read them). */
export const CONTENT_ITEMS_MESSAGES = {
  bannerNotFound: '轮播图不存在',
  homeNoticeNotFound: '首页公告不存在',
  noticeNotFound: '消息不存在或已删除',
  serviceEntryNotFound: '客服入口不存在',
  memberNotFound: (username: string) => `会员账号"${username}"不存在，请检查后重新填写`,
  badPublishTime: '发布时间不是有效的时间，请重新选择',
  saved: '已保存，会员端刷新后即可看到',
  deleted: '已删除',
  noticeScheduled: (time: string) => `已保存，将于 ${time} 发布，会员在此之前看不到`,
  sanitised: '已保存（内容中不允许的标签或属性已被移除），会员端刷新后即可看到',
} as const;
const M = CONTENT_ITEMS_MESSAGES;

// ---- rows edited one by one, each change audited ---------------------------------------------

/**
 * A table staff edit row by row (banners, the home notice bar, customer-service entries): its
 * queries, how its rows show in the audit log, and its not-found message. Each change runs in one
 * transaction with its audit entry: action `content.<target>.create|update|delete`, target type
 * `<target>`, target id the row id.
 */
interface AuditedRows<Row extends { id: number }, Insert> {
  target: string;
  notFound: string;
  wire: (row: Row) => unknown;
  insert: (tx: Db, values: Insert) => Promise<Row[]>;
  /** The row, locked for update. */
  lock: (tx: Db, id: number) => Promise<Row[]>;
  update: (tx: Db, id: number, set: Partial<Insert>) => Promise<Row[]>;
  remove: (tx: Db, id: number) => Promise<Row[]>;
}

async function createAudited<Row extends { id: number }, Insert>(
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
async function updateAudited<Row extends { id: number }, Insert>(
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

async function deleteAudited<Row extends { id: number }, Insert>(
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

// ---- banners --------------------------------------------------------------------------------

type BannerRow = typeof banners.$inferSelect;

export function toBannerWire(row: BannerRow) {
  return { id: row.id, type: row.type, src: row.src, link: row.link, sort: row.sort, enabled: row.enabled };
}

export interface BannerFilters extends ListParams {
  type?: 1 | 2 | undefined;
  enabled?: '0' | '1' | undefined;
}

export async function listBannersAdmin(
  db: Db,
  filters: BannerFilters,
  slice: { limit: number; offset: number },
): Promise<ListResult<BannerRow>> {
  const where = and(
    filters.type === undefined ? undefined : eq(banners.type, filters.type),
    filters.enabled === undefined ? undefined : eq(banners.enabled, filters.enabled === '1'),
  );
  const [total] = await db.select({ n: count() }).from(banners).where(where);
  const rows = await db
    .select()
    .from(banners)
    .where(where)
    .orderBy(...orderOf(banners.sort, filters.order, banners.id))
    .limit(slice.limit)
    .offset(slice.offset);
  return { rows, total: Number(total?.n ?? 0) };
}

export interface BannerChanges {
  type?: 1 | 2 | undefined;
  src?: string | undefined;
  link?: string | undefined;
  sort?: number | undefined;
  enabled?: boolean | undefined;
}

function bannerSet(changes: BannerChanges): Partial<typeof banners.$inferInsert> {
  const set: Partial<typeof banners.$inferInsert> = {};
  if (changes.type !== undefined) set.type = changes.type;
  if (changes.src !== undefined) set.src = changes.src;
  if (changes.link !== undefined) set.link = changes.link;
  if (changes.sort !== undefined) set.sort = changes.sort;
  if (changes.enabled !== undefined) set.enabled = changes.enabled;
  return set;
}

const bannerRows: AuditedRows<BannerRow, typeof banners.$inferInsert> = {
  target: 'banner',
  notFound: M.bannerNotFound,
  wire: toBannerWire,
  insert: (tx, values) => tx.insert(banners).values(values).returning(),
  lock: (tx, id) => tx.select().from(banners).where(eq(banners.id, id)).for('update'),
  update: (tx, id, set) => tx.update(banners).set(set).where(eq(banners.id, id)).returning(),
  remove: (tx, id) => tx.delete(banners).where(eq(banners.id, id)).returning(),
};

export async function createBanner(
  db: Db,
  input: BannerChanges & { src: string },
  staff: StaffActor,
  ip: string,
): Promise<BannerRow> {
  return createAudited(db, bannerRows, { ...bannerSet(input), src: input.src }, staff, ip);
}

export async function updateBanner(
  db: Db,
  id: number,
  changes: BannerChanges,
  staff: StaffActor,
  ip: string,
): Promise<BannerRow> {
  return updateAudited(db, bannerRows, id, bannerSet(changes), staff, ip);
}

export async function deleteBanner(db: Db, id: number, staff: StaffActor, ip: string): Promise<void> {
  await deleteAudited(db, bannerRows, id, staff, ip);
}

// ---- home notice bar ------------------------------------------------------------------------

type HomeNoticeRow = typeof homeNotices.$inferSelect;

export function toHomeNoticeWire(row: HomeNoticeRow) {
  return { id: row.id, content: row.content, sort: row.sort, enabled: row.enabled };
}

export async function listHomeNoticesAdmin(
  db: Db,
  filters: ListParams & { enabled?: '0' | '1' | undefined },
  slice: { limit: number; offset: number },
): Promise<ListResult<HomeNoticeRow>> {
  const where = filters.enabled === undefined ? undefined : eq(homeNotices.enabled, filters.enabled === '1');
  const [total] = await db.select({ n: count() }).from(homeNotices).where(where);
  const rows = await db
    .select()
    .from(homeNotices)
    .where(where)
    .orderBy(...orderOf(homeNotices.sort, filters.order, homeNotices.id))
    .limit(slice.limit)
    .offset(slice.offset);
  return { rows, total: Number(total?.n ?? 0) };
}

export interface HomeNoticeChanges {
  content?: string | undefined;
  sort?: number | undefined;
  enabled?: boolean | undefined;
}

function homeNoticeSet(changes: HomeNoticeChanges): Partial<typeof homeNotices.$inferInsert> {
  const set: Partial<typeof homeNotices.$inferInsert> = {};
  if (changes.content !== undefined) set.content = changes.content;
  if (changes.sort !== undefined) set.sort = changes.sort;
  if (changes.enabled !== undefined) set.enabled = changes.enabled;
  return set;
}

const homeNoticeRows: AuditedRows<HomeNoticeRow, typeof homeNotices.$inferInsert> = {
  target: 'home_notice',
  notFound: M.homeNoticeNotFound,
  wire: toHomeNoticeWire,
  insert: (tx, values) => tx.insert(homeNotices).values(values).returning(),
  lock: (tx, id) => tx.select().from(homeNotices).where(eq(homeNotices.id, id)).for('update'),
  update: (tx, id, set) => tx.update(homeNotices).set(set).where(eq(homeNotices.id, id)).returning(),
  remove: (tx, id) => tx.delete(homeNotices).where(eq(homeNotices.id, id)).returning(),
};

export async function createHomeNotice(
  db: Db,
  input: HomeNoticeChanges & { content: string },
  staff: StaffActor,
  ip: string,
): Promise<HomeNoticeRow> {
  return createAudited(db, homeNoticeRows, { ...homeNoticeSet(input), content: input.content }, staff, ip);
}

export async function updateHomeNotice(
  db: Db,
  id: number,
  changes: HomeNoticeChanges,
  staff: StaffActor,
  ip: string,
): Promise<HomeNoticeRow> {
  return updateAudited(db, homeNoticeRows, id, homeNoticeSet(changes), staff, ip);
}

export async function deleteHomeNotice(db: Db, id: number, staff: StaffActor, ip: string): Promise<void> {
  await deleteAudited(db, homeNoticeRows, id, staff, ip);
}

// ---- notices --------------------------------------------------------------------------------

const readCount =
  sql<number>`(select count(*) from ${noticeReads} where ${noticeReads.noticeId} = ${notices.id})`.mapWith(Number);

const noticeColumns = {
  id: notices.id,
  type: notices.type,
  title: notices.title,
  content: notices.content,
  targetKind: notices.targetKind,
  targetVipLevel: notices.targetVipLevel,
  targetUsername: members.username,
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
    .leftJoin(members, eq(members.id, notices.targetMemberId))
    .where(where)
    .orderBy(...orderOf(column, filters.order, notices.id))
    .limit(slice.limit)
    .offset(slice.offset);
  return { rows, total: Number(total?.n ?? 0) };
}

async function findNotice(db: Db, id: bigint, lock = false): Promise<NoticeRecord | undefined> {
  const query = db
    .select(noticeColumns)
    .from(notices)
    .leftJoin(members, eq(members.id, notices.targetMemberId))
    .where(and(eq(notices.id, id), isNull(notices.deletedAt)));
  const [row] = lock ? await query.for('update', { of: notices }) : await query;
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
      const [member] = await db
        .select({ id: members.id })
        .from(members)
        .where(sql`lower(${members.username}) = lower(${username})`);
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

// ---- info pages -----------------------------------------------------------------------------

export async function readPageAdmin(db: Db, slug: PageSlug, zone: string): Promise<AdminPage> {
  const page = await readStoredPage(db, slug);
  return {
    slug,
    title: page.title,
    updated_at: page.updatedAt ? formatDateTime(page.updatedAt, zone) : '',
    body: page.body,
  } as AdminPage;
}

/** Whether sanitising changes any HTML part of the body (the answer then says so). */
function htmlChanged(page: PageInput): boolean {
  switch (page.slug) {
    case 'faq':
      return page.body.groups.some((group) => group.items.some((item) => sanitizeHtml(item.answer) !== item.answer));
    case 'sponsor':
      return page.body.tabs.some((tab) => sanitizeHtml(tab.content) !== tab.content);
    case 'about':
    case 'app':
      return false;
  }
}

/** Saves a whole page (HTML parts sanitised by `savePage`), audited with the stored before/after. */
export async function savePageAdmin(
  db: Db,
  page: PageInput,
  staff: StaffActor,
  ip: string,
  zone: string,
): Promise<{ page: AdminPage; sanitised: boolean }> {
  return withTransaction(db, async (tx) => {
    // Lock the row (when there is one) so two editors do not both audit the same "before".
    await tx
      .select({ slug: contentPages.slug })
      .from(contentPages)
      .where(eq(contentPages.slug, page.slug))
      .for('update');
    const before = await readPageAdmin(tx, page.slug, zone);
    await savePage(tx, page);
    const after = await readPageAdmin(tx, page.slug, zone);
    await recordAudit(tx, {
      staff,
      action: 'content.page.update',
      targetType: 'content_page',
      targetId: page.slug,
      before: { title: before.title, body: before.body },
      after: { title: after.title, body: after.body },
      ip,
    });
    return { page: after, sanitised: htmlChanged(page) };
  });
}

// ---- customer-service entries and address ---------------------------------------------------

type ServiceEntryRow = typeof serviceEntries.$inferSelect;

export function toServiceEntryWire(row: ServiceEntryRow) {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    img: row.img,
    url: row.url,
    account: row.account,
    download_url: row.downloadUrl,
    download_describe: row.downloadDescribe,
    is_top: row.isTop,
    sort: row.sort,
    enabled: row.enabled,
  };
}

export async function listServiceEntriesAdmin(
  db: Db,
  filters: ListParams & { enabled?: '0' | '1' | undefined },
  slice: { limit: number; offset: number },
): Promise<ListResult<ServiceEntryRow>> {
  const where = filters.enabled === undefined ? undefined : eq(serviceEntries.enabled, filters.enabled === '1');
  const [total] = await db.select({ n: count() }).from(serviceEntries).where(where);
  // The member site's order: pinned first, then by sort.
  const direction = filters.order === 'asc' ? asc : desc;
  const rows = await db
    .select()
    .from(serviceEntries)
    .where(where)
    .orderBy(desc(serviceEntries.isTop), direction(serviceEntries.sort), direction(serviceEntries.id))
    .limit(slice.limit)
    .offset(slice.offset);
  return { rows, total: Number(total?.n ?? 0) };
}

export interface ServiceEntryChanges {
  title?: string | undefined;
  content?: string | undefined;
  img?: string | undefined;
  url?: string | undefined;
  account?: string | undefined;
  download_url?: string | undefined;
  download_describe?: string | undefined;
  is_top?: 0 | 1 | undefined;
  sort?: number | undefined;
  enabled?: boolean | undefined;
}

function serviceEntrySet(changes: ServiceEntryChanges): Partial<typeof serviceEntries.$inferInsert> {
  const set: Partial<typeof serviceEntries.$inferInsert> = {};
  if (changes.title !== undefined) set.title = changes.title;
  if (changes.content !== undefined) set.content = changes.content;
  if (changes.img !== undefined) set.img = changes.img;
  if (changes.url !== undefined) set.url = changes.url;
  if (changes.account !== undefined) set.account = changes.account;
  if (changes.download_url !== undefined) set.downloadUrl = changes.download_url;
  if (changes.download_describe !== undefined) set.downloadDescribe = changes.download_describe;
  if (changes.is_top !== undefined) set.isTop = changes.is_top;
  if (changes.sort !== undefined) set.sort = changes.sort;
  if (changes.enabled !== undefined) set.enabled = changes.enabled;
  return set;
}

const serviceEntryRows: AuditedRows<ServiceEntryRow, typeof serviceEntries.$inferInsert> = {
  target: 'service_entry',
  notFound: M.serviceEntryNotFound,
  wire: toServiceEntryWire,
  insert: (tx, values) => tx.insert(serviceEntries).values(values).returning(),
  lock: (tx, id) => tx.select().from(serviceEntries).where(eq(serviceEntries.id, id)).for('update'),
  update: (tx, id, set) => tx.update(serviceEntries).set(set).where(eq(serviceEntries.id, id)).returning(),
  remove: (tx, id) => tx.delete(serviceEntries).where(eq(serviceEntries.id, id)).returning(),
};

export async function createServiceEntry(
  db: Db,
  input: ServiceEntryChanges & { title: string },
  staff: StaffActor,
  ip: string,
): Promise<ServiceEntryRow> {
  return createAudited(db, serviceEntryRows, { ...serviceEntrySet(input), title: input.title }, staff, ip);
}

export async function updateServiceEntry(
  db: Db,
  id: number,
  changes: ServiceEntryChanges,
  staff: StaffActor,
  ip: string,
): Promise<ServiceEntryRow> {
  return updateAudited(db, serviceEntryRows, id, serviceEntrySet(changes), staff, ip);
}

export async function deleteServiceEntry(db: Db, id: number, staff: StaffActor, ip: string): Promise<void> {
  await deleteAudited(db, serviceEntryRows, id, staff, ip);
}

export async function readServiceUrlAdmin(db: Db): Promise<{ url: string; default_url: string }> {
  return { url: await readServiceUrl(db), default_url: SERVICE_PAGE_PATH };
}

/** Sets `service.url` (read directly by getservicerurl, no cache): /kefu opens it on its next load. */
export async function saveServiceUrl(
  db: Db,
  url: string,
  staff: StaffActor,
  ip: string,
): Promise<{ url: string; default_url: string }> {
  return withTransaction(db, async (tx) => {
    await tx
      .select({ key: siteSettings.key })
      .from(siteSettings)
      .where(eq(siteSettings.key, SERVICE_URL_SETTING_KEY))
      .for('update');
    const before = await readServiceUrl(tx);
    if (before === url) return readServiceUrlAdmin(tx);
    await tx
      .insert(siteSettings)
      .values({ key: SERVICE_URL_SETTING_KEY, value: url })
      .onConflictDoUpdate({ target: siteSettings.key, set: { value: url, updatedAt: sql`now()` } });
    await recordAudit(tx, {
      staff,
      action: 'content.service_url.update',
      targetType: 'site_settings',
      targetId: SERVICE_URL_SETTING_KEY,
      before: { url: before },
      after: { url },
      ip,
    });
    return readServiceUrlAdmin(tx);
  });
}

// ---- images ---------------------------------------------------------------------------------

/** Stores an uploaded image (type by content, content-hash name) and audits who uploaded what. */
export async function uploadContentImage(
  db: Db,
  dataDir: string,
  bytes: Buffer,
  staff: StaffActor,
  ip: string,
): Promise<string> {
  const saved = await saveContentImage(dataDir, bytes);
  await withTransaction(db, (tx) =>
    recordAudit(tx, {
      staff,
      action: 'content.image.upload',
      targetType: 'content_image',
      targetId: saved.url,
      before: null,
      after: saved,
      ip,
    }),
  );
  return saved.url;
}
