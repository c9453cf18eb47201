import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import * as column from '../../db/columns';

/**
 * Site configuration as key/value rows (appInfo fields and switches). Staff edit them in the back
 * office; the member site reads them through `POST /api/app`.
 */
export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: column.updatedAt(),
});

/**
 * Notices / messages (platform-rules §8): type 1 notification, 2 activity, 3 announcement,
 * 4 recommendation; target all, a VIP level and up, agents, or one member. Content is sanitised
 * HTML (allow-list) written by staff.
 */
export const notices = pgTable(
  'notices',
  {
    id: column.bigserialId(),
    type: integer('type').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    /** all | vip | agents | member */
    targetKind: text('target_kind').notNull().default('all'),
    targetVipLevel: integer('target_vip_level'),
    targetMemberId: column.int64('target_member_id'),
    publishedAt: column.timestampTz('published_at').notNull().defaultNow(),
    createdAt: column.createdAt(),
    deletedAt: column.deletedAt(),
  },
  (table) => [
    index('notices_published_idx').on(table.publishedAt),
    index('notices_member_idx').on(table.targetMemberId),
    column.oneOfCheck('notices', table.type, [1, 2, 3, 4]),
    check('notices_target_check', sql`${table.targetKind} in ('all', 'vip', 'agents', 'member')`),
  ],
);

/** Read marks per member (unread counts feed the red dots and the home badge). */
export const noticeReads = pgTable(
  'notice_reads',
  {
    noticeId: column.int64('notice_id').notNull(),
    memberId: column.memberId(),
    readAt: column.timestampTz('read_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.noticeId, table.memberId] })],
);

/** Home notice bar lines (homenotice). */
export const homeNotices = pgTable('home_notices', {
  id: column.serialId(),
  content: text('content').notNull(),
  sort: column.sortOrder(),
  enabled: column.enabled(),
});

/** Banners (bannerList type 2 = mobile home). */
export const banners = pgTable('banners', {
  id: column.serialId(),
  type: integer('type').notNull().default(2),
  src: text('src').notNull(),
  link: column.blankText('link'),
  sort: column.sortOrder(),
  enabled: column.enabled(),
});

/** Customer-service entries (getKefu) shown on /myNews and /kefu. */
export const serviceEntries = pgTable('service_entries', {
  id: column.serialId(),
  title: text('title').notNull(),
  content: column.blankText('content'),
  img: column.blankText('img'),
  url: column.blankText('url'),
  account: column.blankText('account'),
  downloadUrl: column.blankText('download_url'),
  downloadDescribe: column.blankText('download_describe'),
  isTop: integer('is_top').notNull().default(0),
  sort: column.sortOrder(),
  enabled: column.enabled(),
});

/** Staff-editable pages (about, faq, sponsor, app): structured JSON content, HTML parts sanitised. */
export const contentPages = pgTable('content_pages', {
  slug: text('slug').primaryKey(),
  title: text('title').notNull(),
  body: jsonb('body').notNull(),
  updatedAt: column.updatedAt(),
});
