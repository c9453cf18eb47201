import { GameUrlCheck } from '@app/shared/checks';
import type { z } from 'zod';
import type { GameUrlRequestSchema } from '@app/shared/contracts';
import { apiClient } from '../api-client';

/** What `getGameUrl` needs to open a game (spec-2 §7). */
export interface GameLaunchTarget {
  /** Platform name (`plat_name`), e.g. 'house'. */
  platName: string;
  /** `game_type`, '0' unless the entry says otherwise. */
  gameType: string;
  gameCode: string;
  supplier: string;
  /** The game's name, for the /gamePage link and messages. */
  name: string;
}

/**
 * `POST /api/getGameUrl { plat_name, game_type, game_code, is_mobile_url: 1, supplier }` →
 * `data.url`: a same-site path for house games ('/house/slots'), an absolute URL for others.
 * Silent: the caller shows a refusal's message once its loading toast is closed (`fetchGameUrl`).
 */
export async function getGameUrl(target: GameLaunchTarget): Promise<string> {
  const answer = await apiClient.post('/getGameUrl', GameUrlCheck, {
    silent: true,
    body: {
      plat_name: target.platName,
      game_type: target.gameType || '0',
      game_code: target.gameCode,
      is_mobile_url: 1,
      supplier: target.supplier,
    } satisfies z.input<typeof GameUrlRequestSchema>,
  });
  const url = answer.data.url;
  if (!url) throw new Error('game url missing');
  return url;
}
