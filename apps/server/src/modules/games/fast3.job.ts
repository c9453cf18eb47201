import type { Db } from '../../db/types';
import { Fast3Service } from './fast3.service';

/**
 * One run of the Fast-3 job (create upcoming draws, close, draw, settle, reveal). The server runs it
 * through `scheduleJob` every FAST3_TICK_MS under a lease; tests call it with their own `now`.
 */
export function runFast3Tick(db: Db, config: { appSecret: string; SITE_TZ: string }, now: Date = new Date()) {
  return new Fast3Service(db, config.appSecret, config.SITE_TZ).tick(now);
}
