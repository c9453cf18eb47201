import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type BaccaratBet, type BaccaratBetType, type BaccaratOutcome, settleBaccarat } from './baccarat';
import type { Card } from './cards';
import { diceSum, isTriple, type ThreeDice } from './dice';
import { type DragonTigerBet, type DragonTigerBetType, settleDragonTiger } from './dragon-tiger';
import { type Fast3Bet, type Fast3Selection, settleFast3 } from './fast3';
import { HOUSE_GAMES, type HouseGameCode, splitValidBetOfRound, validBetOfRound } from './replay';
import { type SicBoBet, type SicBoSelection, settleSicBo } from './sic-bo';
import { playSlots } from './slots';
import type { Settlement } from './types';
import {
  applyValidBetRule,
  atRiskFen,
  type HedgeSide,
  type HedgeSideOf,
  roundValidBetFen,
  splitRoundValidBet,
} from './valid-bet';

const validOf = <Bet>(settlements: readonly Settlement<Bet>[]) => settlements.map((s) => s.validBetFen);
const sum = (values: readonly bigint[]) => values.reduce((total, value) => total + value, 0n);
const stakeOf = <Bet>(settlements: readonly Settlement<Bet>[]) => sum(settlements.map((s) => s.stakeFen));

const sicBo = (selection: SicBoSelection, stakeFen: bigint): SicBoBet => ({ ...selection, stakeFen });
const fast3 = (selection: Fast3Selection, stakeFen: bigint): Fast3Bet => ({ ...selection, stakeFen });
const baccarat = (type: BaccaratBetType, stakeFen: bigint): BaccaratBet => ({ type, stakeFen });
const dragonTiger = (type: DragonTigerBetType, stakeFen: bigint): DragonTigerBet => ({ type, stakeFen });
const coup = (winner: BaccaratOutcome['winner'], playerPair = false, bankerPair = false): BaccaratOutcome => ({
  playerCards: [],
  bankerCards: [],
  playerTotal: 0,
  bankerTotal: 0,
  winner,
  isNatural: false,
  playerPair,
  bankerPair,
});
const card = (rank: number): Card => ({ rank, suit: 'spades' });
const deal = (dragon: number, tiger: number) => {
  const winner = dragon > tiger ? 'dragon' : tiger > dragon ? 'tiger' : 'tie';
  return { dragon: card(dragon), tiger: card(tiger), winner } as const;
};
const fast3Draw = (dice: ThreeDice) => ({ dice, sum: diceSum(dice), isTriple: isTriple(dice) });

describe('valid bet per round (decision 0021)', () => {
  describe('sic bo', () => {
    it("counts 大 45 + 小 45 as 0 whatever the roll (the issue's example), a triple included", () => {
      for (const dice of [
        [1, 2, 3],
        [6, 5, 4],
        [3, 3, 3],
      ] as ThreeDice[]) {
        const round = settleSicBo(dice, [sicBo({ type: 'big' }, 4500n), sicBo({ type: 'small' }, 4500n)]);
        expect(validOf(round.settlements)).toEqual([0n, 0n]);
        expect(validBetOfRound('sic-bo', round.settlements)).toBe(0n);
      }
    });

    it('counts the difference of 大/小 and of 单/双 on the larger side, other bets in full', () => {
      const round = settleSicBo(
        [1, 2, 6],
        [
          sicBo({ type: 'big' }, 10_000n),
          sicBo({ type: 'small' }, 4_000n),
          sicBo({ type: 'odd' }, 300n),
          sicBo({ type: 'even' }, 500n),
          sicBo({ type: 'total', total: 9 }, 700n),
          sicBo({ type: 'single', face: 6 }, 11n),
        ],
      );
      expect(validOf(round.settlements)).toEqual([6_000n, 0n, 0n, 200n, 700n, 11n]);
      expect(validBetOfRound('sic-bo', round.settlements)).toBe(6_911n);
    });

    it('does not treat 大 and 单 (or 大 and 双) as opposite', () => {
      const round = settleSicBo([2, 2, 3], [sicBo({ type: 'big' }, 100n), sicBo({ type: 'even' }, 100n)]);
      expect(validOf(round.settlements)).toEqual([100n, 100n]);
    });
  });

  describe('fast-3', () => {
    it('hedges 大/小 and 单/双 like sic bo, crediting the difference to the larger side in bet order', () => {
      const round = settleFast3(fast3Draw([2, 3, 5]), [
        fast3({ type: 'big' }, 3_000n),
        fast3({ type: 'big' }, 2_000n),
        fast3({ type: 'small' }, 4_500n),
        fast3({ type: 'sum', sum: 10 }, 100n),
      ]);
      expect(validOf(round.settlements)).toEqual([500n, 0n, 0n, 100n]);
      expect(validBetOfRound('fast3', round.settlements)).toBe(600n);
    });

    it("splits a draw over a member's separate placements: 大 on one and 小 on the other still hedge", () => {
      const draw = fast3Draw([1, 1, 2]);
      const big = settleFast3(draw, [fast3({ type: 'big' }, 10_000n)]).settlements;
      const small = settleFast3(draw, [fast3({ type: 'small' }, 4_000n)]).settlements;
      expect(splitValidBetOfRound('fast3', [big, small])).toEqual([6_000n, 0n]);
      expect(splitValidBetOfRound('fast3', [small, big])).toEqual([4_000n, 2_000n]);
      const even = settleFast3(draw, [fast3({ type: 'small' }, 10_000n)]).settlements;
      expect(splitValidBetOfRound('fast3', [big, even])).toEqual([0n, 0n]);
    });
  });

  describe('baccarat', () => {
    it('counts 庄 + 闲 of the same amount as 0, and only the difference otherwise', () => {
      const equal = settleBaccarat(coup('banker'), [baccarat('banker', 10_000n), baccarat('player', 10_000n)]);
      expect(validOf(equal.settlements)).toEqual([0n, 0n]);
      const uneven = settleBaccarat(coup('player'), [baccarat('banker', 3_000n), baccarat('player', 10_000n)]);
      expect(validOf(uneven.settlements)).toEqual([0n, 7_000n]);
    });

    it('counts nothing for 庄/闲 pushed on a tie, and 和 and the pairs in full', () => {
      const round = settleBaccarat(coup('tie', true), [
        baccarat('banker', 10_000n),
        baccarat('player', 3_000n),
        baccarat('tie', 500n),
        baccarat('player-pair', 200n),
        baccarat('banker-pair', 100n),
      ]);
      expect(validOf(round.settlements)).toEqual([0n, 0n, 500n, 200n, 100n]);
    });
  });

  describe('dragon-tiger', () => {
    it('counts 龙 + 虎 of the same amount as 0, and the difference otherwise', () => {
      expect(
        validOf(settleDragonTiger(deal(9, 3), [dragonTiger('dragon', 500n), dragonTiger('tiger', 500n)]).settlements),
      ).toEqual([0n, 0n]);
      expect(
        validOf(settleDragonTiger(deal(3, 9), [dragonTiger('dragon', 800n), dragonTiger('tiger', 500n)]).settlements),
      ).toEqual([300n, 0n]);
    });

    it('on a tie counts only the half lost (the half back is refunded), hedged the same way; 和 in full', () => {
      const round = settleDragonTiger(deal(7, 7), [
        dragonTiger('dragon', 1_000n),
        dragonTiger('tiger', 400n),
        dragonTiger('tie', 100n),
      ]);
      // At risk: 龙 1000 − 500 back = 500, 虎 400 − 200 back = 200 → the pair counts 300.
      expect(validOf(round.settlements)).toEqual([300n, 0n, 100n]);
    });
  });

  it('slots: a spin counts its stake', () => {
    const round = playSlots({ nextFloat: () => 0.5, nextInt: () => 0, nextDie: () => 1 }, [
      { type: 'spin', stakeFen: 2_000n },
    ]);
    expect(validBetOfRound('slots', round.settlements)).toBe(2_000n);
  });

  it('what a settled bet put at risk: the stake, 0 on a push, the lost part when some came back', () => {
    expect(atRiskFen({ stakeFen: 100n, payoutFen: 195n, result: 'win' })).toBe(100n);
    expect(atRiskFen({ stakeFen: 100n, payoutFen: 0n, result: 'lose' })).toBe(100n);
    expect(atRiskFen({ stakeFen: 100n, payoutFen: 100n, result: 'push' })).toBe(0n);
    expect(atRiskFen({ stakeFen: 101n, payoutFen: 50n, result: 'lose' })).toBe(51n);
  });
});

// ---- Property tests: random bet sets and outcomes for each game with opposite pairs. ----

const stake = fc.bigInt({ min: 1n, max: 1_000_000n });
const die = fc.integer({ min: 1, max: 6 });
const dice = fc.tuple(die, die, die);
const face = fc.integer({ min: 1, max: 6 });
const rank = fc.integer({ min: 1, max: 13 });

const sicBoSelection: fc.Arbitrary<SicBoSelection> = fc.oneof(
  fc.constantFrom<SicBoSelection>(
    { type: 'big' },
    { type: 'small' },
    { type: 'odd' },
    { type: 'even' },
    { type: 'any-triple' },
  ),
  fc.integer({ min: 4, max: 17 }).map((total): SicBoSelection => ({ type: 'total', total })),
  face.map((f): SicBoSelection => ({ type: 'single', face: f })),
  face.map((f): SicBoSelection => ({ type: 'double', face: f })),
);
const sicBoBets = fc.array(
  fc.tuple(sicBoSelection, stake).map(([s, amount]) => sicBo(s, amount)),
  { maxLength: 12 },
);

/** One game's generator: a random bet set and outcome, and how to settle them. */
interface GameCase<Bet> {
  readonly name: string;
  readonly code: HouseGameCode;
  readonly bets: fc.Arbitrary<Bet[]>;
  readonly outcome: fc.Arbitrary<unknown>;
  settle(outcome: unknown, bets: readonly Bet[]): readonly Settlement<Bet>[];
  /** The two sides of each opposite pair, as bets of a given stake. */
  readonly pairs: readonly ((amount: bigint) => [Bet, Bet])[];
  /** Bets nothing hedges. */
  readonly standalone: fc.Arbitrary<Bet>;
}

const sicBoCase: GameCase<SicBoBet> = {
  name: 'sic bo',
  code: 'sic-bo',
  bets: sicBoBets,
  outcome: dice,
  settle: (outcome, bets) => settleSicBo(outcome as ThreeDice, bets).settlements,
  pairs: [
    (amount) => [sicBo({ type: 'big' }, amount), sicBo({ type: 'small' }, amount)],
    (amount) => [sicBo({ type: 'odd' }, amount), sicBo({ type: 'even' }, amount)],
  ],
  standalone: fc
    .tuple(fc.integer({ min: 4, max: 17 }), stake)
    .map(([total, amount]) => sicBo({ type: 'total', total }, amount)),
};

const fast3Selection: fc.Arbitrary<Fast3Selection> = fc.oneof(
  fc.constantFrom<Fast3Selection>({ type: 'big' }, { type: 'small' }, { type: 'odd' }, { type: 'even' }),
  fc.integer({ min: 3, max: 18 }).map((s): Fast3Selection => ({ type: 'sum', sum: s })),
  face.map((f): Fast3Selection => ({ type: 'triple', face: f })),
);
const fast3Case: GameCase<Fast3Bet> = {
  name: 'fast-3',
  code: 'fast3',
  bets: fc.array(
    fc.tuple(fast3Selection, stake).map(([s, amount]) => fast3(s, amount)),
    { maxLength: 12 },
  ),
  outcome: dice,
  settle: (outcome, bets) => settleFast3(fast3Draw(outcome as ThreeDice), bets).settlements,
  pairs: [
    (amount) => [fast3({ type: 'big' }, amount), fast3({ type: 'small' }, amount)],
    (amount) => [fast3({ type: 'odd' }, amount), fast3({ type: 'even' }, amount)],
  ],
  standalone: fc
    .tuple(fc.integer({ min: 3, max: 18 }), stake)
    .map(([s, amount]) => fast3({ type: 'sum', sum: s }, amount)),
};

const baccaratType = fc.constantFrom<BaccaratBetType>('player', 'banker', 'tie', 'player-pair', 'banker-pair');
const baccaratCase: GameCase<BaccaratBet> = {
  name: 'baccarat',
  code: 'baccarat',
  bets: fc.array(
    fc.tuple(baccaratType, stake).map(([type, amount]) => baccarat(type, amount)),
    { maxLength: 12 },
  ),
  outcome: fc
    .tuple(fc.constantFrom<BaccaratOutcome['winner']>('player', 'banker', 'tie'), fc.boolean(), fc.boolean())
    .map(([winner, playerPair, bankerPair]) => coup(winner, playerPair, bankerPair)),
  settle: (outcome, bets) => settleBaccarat(outcome as BaccaratOutcome, bets).settlements,
  pairs: [(amount) => [baccarat('banker', amount), baccarat('player', amount)]],
  standalone: fc
    .tuple(fc.constantFrom<BaccaratBetType>('tie', 'player-pair', 'banker-pair'), stake)
    .map(([type, amount]) => baccarat(type, amount)),
};

const dragonTigerType = fc.constantFrom<DragonTigerBetType>('dragon', 'tiger', 'tie');
const dragonTigerCase: GameCase<DragonTigerBet> = {
  name: 'dragon-tiger',
  code: 'dragon-tiger',
  bets: fc.array(
    fc.tuple(dragonTigerType, stake).map(([type, amount]) => dragonTiger(type, amount)),
    { maxLength: 12 },
  ),
  outcome: fc.tuple(rank, rank).map(([d, t]) => deal(d, t)),
  settle: (outcome, bets) => settleDragonTiger(outcome as ReturnType<typeof deal>, bets).settlements,
  pairs: [(amount) => [dragonTiger('dragon', amount), dragonTiger('tiger', amount)]],
  standalone: stake.map((amount) => dragonTiger('tie', amount)),
};

const cases = [sicBoCase, fast3Case, baccaratCase, dragonTigerCase] as GameCase<unknown>[];

describe.each(cases)('valid bet properties: $name', (game) => {
  const total = (outcome: unknown, bets: readonly unknown[]) => sum(validOf(game.settle(outcome, bets)));

  it('never counts more than the stake, per bet and per round, and never below 0', () => {
    fc.assert(
      fc.property(game.bets, game.outcome, (bets, outcome) => {
        const settlements = game.settle(outcome, bets);
        for (const s of settlements) {
          expect(s.validBetFen >= 0n && s.validBetFen <= s.stakeFen).toBe(true);
        }
        expect(sum(validOf(settlements)) <= stakeOf(settlements)).toBe(true);
      }),
    );
  });

  it('counts a round of symmetric hedges as 0', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.nat({ max: game.pairs.length - 1 }), stake), { minLength: 1, maxLength: 6 }),
        game.outcome,
        (hedges, outcome) => {
          const bets = hedges.flatMap(([pair, amount]) => game.pairs[pair]!(amount));
          expect(total(outcome, bets)).toBe(0n);
        },
      ),
    );
  });

  it('is not changed by adding a symmetric hedge to any bet set', () => {
    fc.assert(
      fc.property(
        game.bets,
        fc.nat({ max: game.pairs.length - 1 }),
        stake,
        game.outcome,
        (bets, pair, amount, outcome) => {
          expect(total(outcome, [...bets, ...game.pairs[pair]!(amount)])).toBe(total(outcome, bets));
        },
      ),
    );
  });

  it('adds exactly the stake of a bet that is on no opposite pair', () => {
    fc.assert(
      fc.property(game.bets, game.standalone, game.outcome, (bets, extra, outcome) => {
        const added = game.settle(outcome, [...bets, extra]);
        expect(sum(validOf(added))).toBe(total(outcome, bets) + (extra as { stakeFen: bigint }).stakeFen);
      }),
    );
  });

  it('is the same when applied again (it never reads an earlier valid bet)', () => {
    fc.assert(
      fc.property(game.bets, game.outcome, (bets, outcome) => {
        const settlements = game.settle(outcome, bets);
        const again = applyValidBetRule(settlements, (bet) => hedgeOf(game, bet));
        expect(validOf(again)).toEqual(validOf(settlements));
      }),
    );
  });

  it('splits separate slips of one round so the shares add up to the round and none exceeds its own', () => {
    fc.assert(
      fc.property(fc.array(game.bets, { minLength: 1, maxLength: 4 }), game.outcome, (slipBets, outcome) => {
        const slips = slipBets.map((bets) => game.settle(outcome, bets));
        const shares = splitRoundValidBet(slips, (bet) => hedgeOf(game, bet));
        expect(sum(shares)).toBe(total(outcome, slipBets.flat()));
        shares.forEach((share, index) => {
          expect(share >= 0n && share <= sum(validOf(slips[index]!))).toBe(true);
        });
      }),
    );
  });
});

/** The engine's hedge sides for a game case. */
function hedgeOf(game: GameCase<unknown>, bet: unknown): HedgeSide | null {
  const engine = HOUSE_GAMES[game.code] as unknown as { hedgeSideOf: HedgeSideOf<unknown> };
  return engine.hedgeSideOf(bet);
}

it('pushes count nothing: 庄/闲 on a tie', () => {
  fc.assert(
    fc.property(
      fc.array(fc.tuple(fc.constantFrom<BaccaratBetType>('banker', 'player'), stake), { minLength: 1 }),
      (bets) => {
        const round = settleBaccarat(
          coup('tie'),
          bets.map(([type, amount]) => baccarat(type, amount)),
        );
        expect(roundValidBetFen(round.settlements, HOUSE_GAMES.baccarat.hedgeSideOf)).toBe(0n);
      },
    ),
  );
});
