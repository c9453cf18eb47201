import { commitServerSeed, drawFast3, OutcomeStream, replayRound } from '@app/house-games';
import { describe, expect, it } from 'vitest';
import type { WireBet } from '../api/read-house';
import { canonicalJson, toJsonSafe, verifyFast3Draw, verifyRound } from './verify-round';

const SEED = {
  serverSeed: 'a3f1c2d4e5b6a7980112233445566778899aabbccddeeff00112233445566778',
  clientSeed: 'lucky-7',
  nonce: 3,
};

/** What the server stores for a round: the outcome as JSON (bigints as strings), keys in any order. */
function storedRound(
  game: 'slots' | 'sic-bo' | 'baccarat' | 'dragon-tiger',
  bets: { type: string; amount: string; [key: string]: unknown }[],
) {
  const engineBets = bets.map(({ amount, ...selection }) => ({
    ...selection,
    stakeFen: BigInt(Math.round(Number(amount) * 100)),
  }));
  const round = replayRound(game, SEED, engineBets as never);
  const outcome = JSON.parse(JSON.stringify(toJsonSafe(round.outcome))) as Record<string, unknown>;
  // jsonb reorders keys: reverse them to prove the comparison does not depend on order.
  const reordered = Object.fromEntries(Object.entries(outcome).reverse());
  const payoutFen = round.settlements.reduce((sum, s) => sum + s.payoutFen, 0n);
  return { outcome: reordered, payout: `${payoutFen / 100n}.${String(payoutFen % 100n).padStart(2, '0')}` };
}

describe('verifyRound (the verifier of the house pages, platform-rules §4)', () => {
  it('confirms a stored slots round from the revealed seed, whatever the key order', () => {
    const bets = [{ type: 'spin', amount: '2.00' }];
    const stored = storedRound('slots', bets);
    const result = verifyRound({
      game: 'slots',
      ...SEED,
      bets,
      expected: { serverSeedHash: commitServerSeed(SEED.serverSeed), ...stored },
    });
    expect(result.ok && result.verified).toBe(true);
    expect(result.ok && result.floatsDrawn).toBe(5);
  });

  it('confirms sic bo, baccarat and dragon-tiger rounds with several bets', () => {
    const cases: ['sic-bo' | 'baccarat' | 'dragon-tiger', WireBet[]][] = [
      [
        'sic-bo',
        [
          { type: 'big', amount: '10.00' },
          { type: 'total', total: 9, amount: '1.00' },
          { type: 'combination', faces: [2, 5], amount: '5.00' },
        ],
      ],
      [
        'baccarat',
        [
          { type: 'banker', amount: '20.00' },
          { type: 'player-pair', amount: '1.00' },
        ],
      ],
      [
        'dragon-tiger',
        [
          { type: 'dragon', amount: '3.50' },
          { type: 'tie', amount: '1.00' },
        ],
      ],
    ];
    for (const [game, bets] of cases) {
      const list = bets.map((bet) => ({ ...bet }));
      const stored = storedRound(game, list);
      const result = verifyRound({
        game,
        ...SEED,
        bets: list,
        expected: { serverSeedHash: commitServerSeed(SEED.serverSeed), ...stored },
      });
      expect(result.ok && result.verified, game).toBe(true);
    }
  });

  it('says mismatch when the seed, the nonce or the stored outcome differ', () => {
    const bets = [{ type: 'spin', amount: '2.00' }];
    const stored = storedRound('slots', bets);
    const expected = { serverSeedHash: commitServerSeed(SEED.serverSeed), ...stored };
    const otherNonce = verifyRound({ game: 'slots', ...SEED, nonce: 4, bets, expected });
    expect(otherNonce.ok && otherNonce.hashMatches).toBe(true);
    expect(otherNonce.ok && otherNonce.verified).toBe(false);
    const otherSeed = verifyRound({ game: 'slots', ...SEED, serverSeed: `${SEED.serverSeed}0`, bets, expected });
    expect(otherSeed.ok && otherSeed.hashMatches).toBe(false);
    const tampered = verifyRound({ game: 'slots', ...SEED, bets, expected: { ...expected, payout: '999.00' } });
    expect(tampered.ok && tampered.payoutMatches).toBe(false);
  });

  it('refuses what the engine refuses, with its message, and needs both seeds', () => {
    expect(verifyRound({ game: 'sic-bo', ...SEED, bets: [{ type: 'total', total: 3, amount: '1.00' }] })).toEqual({
      ok: false,
      error: '下注项目无效',
    });
    expect(verifyRound({ game: 'slots', ...SEED, serverSeed: ' ', bets: [] })).toEqual({
      ok: false,
      error: '请输入服务端种子',
    });
    const free = verifyRound({ game: 'slots', ...SEED, bets: [{ type: 'spin', amount: '1.00' }] });
    expect(free.ok && free.verified).toBeNull();
  });
});

describe('verifyFast3Draw', () => {
  it('checks the committed hash and the dice of a draw', () => {
    const serverSeed = 'f3d1b2c4';
    const drawNo = '202611211430';
    const { dice } = drawFast3(new OutcomeStream({ serverSeed, clientSeed: drawNo, nonce: 0 }));
    const good = verifyFast3Draw({ drawNo, serverSeed, serverSeedHash: commitServerSeed(serverSeed), dice });
    expect(good.verified).toBe(true);
    const wrongDice = verifyFast3Draw({
      drawNo,
      serverSeed,
      serverSeedHash: commitServerSeed(serverSeed),
      dice: [7, 7, 7],
    });
    expect(wrongDice).toMatchObject({ hashMatches: true, diceMatches: false, verified: false });
  });
});

describe('canonicalJson', () => {
  it('ignores key order and writes bigints as strings', () => {
    expect(canonicalJson({ b: 1n, a: [{ d: 1, c: 2 }] })).toBe(canonicalJson({ a: [{ c: 2, d: 1 }], b: '1' }));
  });
});
