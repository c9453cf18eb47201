import { paths } from '../config/paths';
import type { GameLaunchTarget } from './api/get-game-url';
import type { CategoryEntry, Game } from '@app/shared/contracts';

/** `/gamePage?name=&type=&code=&supplier=`: the page that launches one game (spec-2 §2). */
export function gamePagePath(target: GameLaunchTarget): string {
  const query = new URLSearchParams({
    name: target.name,
    type: target.gameType || '0',
    code: target.gameCode,
    supplier: target.supplier,
  });
  // The platform rides along when it differs from the supplier (house games: both 'house').
  if (target.platName && target.platName !== target.supplier) query.set('plat', target.platName);
  return `${paths.gamePage}?${query.toString()}`;
}

/** `/games?pyid=<category id>&type=<category code>`: the lobby of one category (spec-2 §2). */
export function gamesPath(categoryId: number | string, categoryCode?: string): string {
  const query = new URLSearchParams({ pyid: String(categoryId) });
  if (categoryCode) query.set('type', categoryCode);
  return `${paths.games}?${query.toString()}`;
}

export function targetOfEntry(entry: CategoryEntry): GameLaunchTarget {
  return {
    platName: entry.platform_name,
    gameType: '0',
    gameCode: entry.game_code,
    supplier: entry.supplier,
    name: entry.name,
  };
}

export function targetOfGame(game: Game): GameLaunchTarget {
  return {
    platName: game.platform_name,
    gameType: '0',
    gameCode: game.game_code,
    supplier: game.supplier,
    name: game.name,
  };
}
