import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { AppError } from '../../lib/errors';
import type { PlatformAdapter } from './platform-adapter';
import { gamePlatforms } from './wallet.tables';

export type GamePlatform = typeof gamePlatforms.$inferSelect;

export const WALLET_MESSAGES = {
  unknownPlatform: '游戏平台不存在',
  platformDisabled: '该游戏平台已停用',
  platformMaintenance: '该游戏平台维护中，请稍后再试',
} as const;

/**
 * Adapters by `adapter` name, and the platform rows staff manage. The app registers the house
 * adapter; tests register scripted ones; a real provider's adapter registers itself here too.
 */
export class PlatformRegistry {
  private readonly adapters = new Map<string, (platform: GamePlatform) => PlatformAdapter>();
  private readonly instances = new Map<string, PlatformAdapter>();

  constructor(private readonly db: Db) {}

  register(adapterName: string, factory: (platform: GamePlatform) => PlatformAdapter): void {
    this.adapters.set(adapterName, factory);
    this.instances.clear();
  }

  async listPlatforms(options: { includeDisabled?: boolean } = {}): Promise<GamePlatform[]> {
    const rows = await this.db.select().from(gamePlatforms).orderBy(asc(gamePlatforms.sort), asc(gamePlatforms.id));
    return options.includeDisabled ? rows : rows.filter((row) => row.enabled);
  }

  async findPlatform(platname: string): Promise<GamePlatform | undefined> {
    const [row] = await this.db.select().from(gamePlatforms).where(eq(gamePlatforms.platname, platname));
    return row;
  }

  adapterFor(platform: GamePlatform): PlatformAdapter {
    const cached = this.instances.get(platform.platname);
    if (cached) return cached;
    const factory = this.adapters.get(platform.adapter);
    if (!factory) throw new Error(`no adapter '${platform.adapter}' for platform ${platform.platname}`);
    const adapter = factory(platform);
    this.instances.set(platform.platname, adapter);
    return adapter;
  }

  /** The platform and its adapter, refusing unknown, disabled or (optionally) maintained platforms. */
  async usable(platname: string, options: { allowMaintenance?: boolean } = {}) {
    const platform = await this.findPlatform(platname);
    if (!platform) throw new AppError('refused', WALLET_MESSAGES.unknownPlatform);
    if (!platform.enabled) throw new AppError('refused', WALLET_MESSAGES.platformDisabled);
    if (platform.maintenance && !options.allowMaintenance)
      throw new AppError('refused', WALLET_MESSAGES.platformMaintenance);
    return { platform, adapter: this.adapterFor(platform) };
  }
}
