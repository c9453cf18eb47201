import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * Site configuration as key/value rows (appInfo fields and switches). Staff edit them in the back
 * office; the member site reads them through `POST /api/app`.
 */
export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Notices / messages (platform-rules §8): type 1 notification, 2 activity, 3 announcement,
 * 4 recommendation; target all, a VIP level and up, agents, or one member. Content is sanitised
 * HTML (allow-list) written by staff.
 */
export const notices = pgTable(
  'notices',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    type: integer('type').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    /** all | vip | agents | member */
    targetKind: text('target_kind').notNull().default('all'),
    targetVipLevel: integer('target_vip_level'),
    targetMemberId: bigint('target_member_id', { mode: 'bigint' }),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    index('notices_published_idx').on(table.publishedAt),
    index('notices_member_idx').on(table.targetMemberId),
    check('notices_type_check', sql`${table.type} in (1, 2, 3, 4)`),
    check('notices_target_check', sql`${table.targetKind} in ('all', 'vip', 'agents', 'member')`),
  ],
);

/** Read marks per member (unread counts feed the red dots and the home badge). */
export const noticeReads = pgTable(
  'notice_reads',
  {
    noticeId: bigint('notice_id', { mode: 'bigint' }).notNull(),
    memberId: bigint('member_id', { mode: 'bigint' }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.noticeId, table.memberId] })],
);

/** Home notice bar lines (homenotice). */
export const homeNotices = pgTable('home_notices', {
  id: serial('id').primaryKey(),
  content: text('content').notNull(),
  sort: integer('sort').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
});

/** Banners (bannerList type 2 = mobile home). */
export const banners = pgTable('banners', {
  id: serial('id').primaryKey(),
  type: integer('type').notNull().default(2),
  src: text('src').notNull(),
  link: text('link').notNull().default(''),
  sort: integer('sort').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
});

/** Customer-service entries (getKefu) shown on /myNews and /kefu. */
export const serviceEntries = pgTable('service_entries', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  content: text('content').notNull().default(''),
  img: text('img').notNull().default(''),
  url: text('url').notNull().default(''),
  account: text('account').notNull().default(''),
  downloadUrl: text('download_url').notNull().default(''),
  downloadDescribe: text('download_describe').notNull().default(''),
  isTop: integer('is_top').notNull().default(0),
  sort: integer('sort').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
});

/** Staff-editable pages (about, faq, sponsor, app): structured JSON content, HTML parts sanitised. */
export const contentPages = pgTable('content_pages', {
  slug: text('slug').primaryKey(),
  title: text('title').notNull(),
  body: jsonb('body').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
