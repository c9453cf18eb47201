import { eq } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { siteSettings } from './content.tables';

// One site setting by key, for modules that keep their own settings in site_settings (limits,
// thresholds) and parse the value themselves.

/** The stored value of one setting; undefined when the key has no row. */
export async function readSettingValue(db: Db, key: string): Promise<unknown> {
  const [row] = await db.select({ value: siteSettings.value }).from(siteSettings).where(eq(siteSettings.key, key));
  return row?.value;
}

/** Locks the setting's row (when it exists) for the rest of the transaction: one writer at a time. */
export async function lockSettingValue(tx: Db, key: string): Promise<void> {
  await tx.select({ key: siteSettings.key }).from(siteSettings).where(eq(siteSettings.key, key)).for('update');
}

/** Inserts or replaces one setting. */
export async function writeSettingValue(db: Db, key: string, value: unknown): Promise<void> {
  await db
    .insert(siteSettings)
    .values({ key, value })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value, updatedAt: new Date() } });
}
