import type { Db } from '../../db/types';
import { HOUSE_PLATNAME } from './house-platform';
import { gamePlatforms } from './wallet.tables';

/** The house platform every site has (its games run on this server). */
export async function seedHousePlatform(db: Db): Promise<void> {
  await db
    .insert(gamePlatforms)
    .values({ platname: HOUSE_PLATNAME, name: '自营游戏', adapter: 'house', amountUnit: 'fen', sort: 0 })
    .onConflictDoNothing();
}
