import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { OutcomeStream } from '../fair/outcome-stream';
import { GAME_INFO, HOUSE_GAMES, type HouseGameCode, isHouseGameCode, replayRound } from './replay';
import { formatPercent } from './rtp';

const seed = { serverSeed: 'server-seed-fixed-vector', clientSeed: 'member-seed', nonce: 7 };

describe('replayRound', () => {
  it('recomputes each game from its seed exactly as it was played', () => {
    const cases = [
      replayRound('slots', seed, [{ type: 'spin', stakeFen: 200n }]),
      replayRound('sic-bo', seed, [{ type: 'big', stakeFen: 100n }]),
      replayRound('baccarat', seed, [{ type: 'banker', stakeFen: 100n }]),
      replayRound('dragon-tiger', seed, [{ type: 'dragon', stakeFen: 100n }]),
      replayRound('fast3', seed, [{ type: 'sum', sum: 9, stakeFen: 100n }]),
    ];
    expect(cases.map((round) => round.floatsDrawn).slice(0, 2)).toEqual([5, 3]);
    expect(cases[2]!.floatsDrawn).toBeGreaterThanOrEqual(4);
    expect(cases[2]!.floatsDrawn).toBeLessThanOrEqual(6);
    expect(cases.map((round) => round.floatsDrawn).slice(3)).toEqual([2, 3]);
    expect(replayRound('sic-bo', seed, [{ type: 'big', stakeFen: 100n }])).toEqual(cases[1]);
    expect(cases[1]!.outcome).toEqual({ dice: [5, 2, 2], total: 9, isTriple: false });
    expect(cases[4]!.settlements[0]!.payoutFen).toBe(830n);
    const played = HOUSE_GAMES.baccarat.play(new OutcomeStream(seed), [{ type: 'banker', stakeFen: 100n }]);
    expect({ ...played, floatsDrawn: cases[2]!.floatsDrawn }).toEqual(cases[2]);
  });

  it('gives a different round for another nonce or client seed', () => {
    const bets = [{ type: 'spin' as const, stakeFen: 100n }];
    const stops = replayRound('slots', seed, bets).outcome.stops;
    expect(replayRound('slots', { ...seed, nonce: 8 }, bets).outcome.stops).not.toEqual(stops);
    expect(replayRound('slots', { ...seed, clientSeed: 'other' }, bets).outcome.stops).not.toEqual(stops);
  });

  it('refuses invalid bets instead of playing them', () => {
    expect(() => replayRound('dragon-tiger', seed, [])).toThrow('请选择下注项目');
  });

  it('lists every house game with its code, Chinese name and category', () => {
    expect(GAME_INFO).toEqual({
      slots: { code: 'slots', name: '五龙老虎机', category: 'electron' },
      'sic-bo': { code: 'sic-bo', name: '骰宝', category: 'joker' },
      baccarat: { code: 'baccarat', name: '百家乐', category: 'realperson' },
      'dragon-tiger': { code: 'dragon-tiger', name: '龙虎斗', category: 'realperson' },
      fast3: { code: 'fast3', name: '一分快三', category: 'lottery' },
    });
    for (const code of Object.keys(HOUSE_GAMES)) {
      expect(isHouseGameCode(code)).toBe(true);
      expect(HOUSE_GAMES[code as HouseGameCode].info.code).toBe(code);
    }
    expect(isHouseGameCode('poker')).toBe(false);
    expect(isHouseGameCode('toString')).toBe(false);
  });

  it('keeps the engines browser-safe and fair: no node: imports and no Math.random outside tests', () => {
    const srcDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
    const files = readdirSync(srcDir, { recursive: true, encoding: 'utf8' }).filter(
      (file) => file.endsWith('.ts') && !file.endsWith('.test.ts'),
    );
    expect(files.length).toBeGreaterThan(5);
    for (const file of files) {
      const text = readFileSync(path.join(srcDir, file), 'utf8');
      expect(text, file).not.toMatch(/from ['"]node:/);
      expect(text, file).not.toMatch(/Math\.random\(/);
    }
  });
});

describe('formatPercent', () => {
  it('rounds exact fractions half up', () => {
    expect(formatPercent({ num: 1880701n, den: 1957500n })).toBe('96.08%');
    expect(formatPercent({ num: 1880701n, den: 1957500n }, 4)).toBe('96.0767%');
    expect(formatPercent({ num: 35n, den: 36n })).toBe('97.22%');
    expect(formatPercent({ num: 1n, den: 8n }, 1)).toBe('12.5%');
    expect(formatPercent({ num: 1n, den: 16n }, 2)).toBe('6.25%');
    expect(formatPercent({ num: 1n, den: 3n }, 0)).toBe('33%');
  });
});
