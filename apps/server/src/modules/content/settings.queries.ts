import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { siteSettings } from './content.tables';

/**
 * Raw `site_settings` rows for modules that keep their own keys there (withdrawal limits, …):
 * they read, lock and write their keys through these, never the table. Values are JSON.
 */
export interface SettingRow {
  key: string;
  value: unknown;
}

/** The stored rows of these keys (a missing key has no row). */
export async function readSettingRows(db: Db, keys: string[]): Promise<SettingRow[]> {
  return db
    .select({ key: siteSettings.key, value: siteSettings.value })
    .from(siteSettings)
    .where(inArray(siteSettings.key, keys));
}

/** Locks the existing rows of these keys for the rest of the transaction (two staff saving at once). */
export async function lockSettingRows(tx: Db, keys: string[]): Promise<void> {
  await tx.select({ key: siteSettings.key }).from(siteSettings).where(inArray(siteSettings.key, keys)).for('update');
}

/** Writes each row (insert or overwrite), one after the other. */
export async function writeSettingRows(db: Db, rows: SettingRow[]): Promise<void> {
  for (const row of rows) {
    await db
      .insert(siteSettings)
      .values(row)
      .onConflictDoUpdate({ target: siteSettings.key, set: { value: row.value, updatedAt: new Date() } });
  }
}

/** Inserts the rows whose key has none yet (first start); never overwrites a staff edit. */
export async function insertMissingSettingRows(db: Db, rows: SettingRow[]): Promise<void> {
  await db.insert(siteSettings).values(rows).onConflictDoNothing();
}
