import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/types';
import type { GamePlatform } from './platform-registry';
import { gamePlatforms } from './wallet.tables';

/** One platform row by its code (pass the transaction when inside one). */
export async function findGamePlatform(db: Db, platname: string): Promise<GamePlatform | undefined> {
  const [row] = await db.select().from(gamePlatforms).where(eq(gamePlatforms.platname, platname));
  return row;
}

/** Display names of the given platforms by code (one query; unknown codes are left out). */
export async function platformNamesByPlatname(db: Db, platnames: readonly string[]): Promise<Map<string, string>> {
  const unique = [...new Set(platnames)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ platname: gamePlatforms.platname, name: gamePlatforms.name })
    .from(gamePlatforms)
    .where(inArray(gamePlatforms.platname, unique));
  return new Map(rows.map((row) => [row.platname, row.name]));
}

/** Codes of the enabled platforms (members see and launch only their games). */
export async function enabledPlatformNames(db: Db): Promise<string[]> {
  const rows = await db
    .select({ platname: gamePlatforms.platname })
    .from(gamePlatforms)
    .where(eq(gamePlatforms.enabled, true));
  return rows.map((row) => row.platname);
}
