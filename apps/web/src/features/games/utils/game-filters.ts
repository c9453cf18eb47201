import type { Game } from '@app/shared/contracts';

/** Games whose name contains the keyword (substring, spec-2 §2); an empty keyword keeps all. */
export function filterGamesByName<T extends { name: string }>(games: readonly T[], keyword: string): T[] {
  const wanted = keyword.trim().toLowerCase();
  if (!wanted) return [...games];
  return games.filter((game) => game.name.toLowerCase().includes(wanted));
}

/** The recommended list shows a game only when app_state is 1 (spec-2 §2, §3). */
export function recommendedGames(games: readonly Game[]): Game[] {
  return games.filter((game) => game.app_state === 1);
}
