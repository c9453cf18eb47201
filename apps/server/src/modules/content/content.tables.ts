import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Site configuration as key/value rows (appInfo fields and switches). Staff edit them in the back
 * office; the member site reads them through `POST /api/app`.
 */
export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
