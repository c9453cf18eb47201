import { describe, expect, it } from 'vitest';
import type { Game } from '@app/shared/contracts';
import { filterGamesByName, recommendedGames } from './game-filters';

function game(name: string, appState = 1): Game {
  return {
    id: name.length,
    platform_name: 'house',
    game_code: name,
    supplier: 'house',
    name,
    mobile_img: '',
    desc_mark: '',
    mark_color: '',
    app_state: appState,
    category_en: 'gaming',
  };
}

describe('filterGamesByName (spec-2 §2 search box)', () => {
  const games = [game('五龙老虎机'), game('百家乐'), game('龙虎斗'), game('Fortune Tiger')];

  it('keeps every game whose name contains the keyword anywhere', () => {
    expect(filterGamesByName(games, '龙').map((g) => g.name)).toEqual(['五龙老虎机', '龙虎斗']);
    expect(filterGamesByName(games, '虎机').map((g) => g.name)).toEqual(['五龙老虎机']);
    expect(filterGamesByName(games, ' tiger ').map((g) => g.name)).toEqual(['Fortune Tiger']);
  });

  it('keeps all for an empty keyword and none for a keyword nothing contains', () => {
    expect(filterGamesByName(games, '  ')).toHaveLength(4);
    expect(filterGamesByName(games, '德州')).toEqual([]);
  });
});

describe('recommendedGames (spec-2 §2, §3 app_state)', () => {
  it('shows a game only when app_state is 1', () => {
    expect(recommendedGames([game('a', 1), game('b', 0), game('c', 2), game('d', 1)]).map((g) => g.name)).toEqual([
      'a',
      'd',
    ]);
  });
});
