// Prints measured against published returns to player for the million-round simulations the tests
// run (same seeds, same bets), with their timings, for the README and for the operators:
//   node --import tsx packages/house-games/scripts/simulate-rtp.ts [rounds]
import { FastRandom } from '../test/fast-random';
import { FAST3_SIMULATION, SIC_BO_SIMULATION } from '../test/rtp-simulations';
import {
  BACCARAT_RTP,
  type BaccaratBetType,
  DRAGON_TIGER_RTP,
  type DragonTigerBetType,
  fast3Rtp,
  formatPercent,
  fractionToNumber,
  type GameRound,
  playBaccarat,
  playDragonTiger,
  playFast3,
  playSicBo,
  playSlots,
  type RandomSource,
  type Rtp,
  sicBoRtp,
  SLOTS_RTP,
} from '../src';

const rounds = Number(process.argv[2] ?? 1_000_000);

function run<Bet extends { stakeFen: bigint }>(
  game: string,
  seed: number,
  bets: { label: string; bet: Bet; rtp: Rtp }[],
  play: (random: RandomSource, bets: readonly Bet[]) => GameRound<Bet, unknown>,
): void {
  const random = new FastRandom(seed);
  const list = bets.map((entry) => entry.bet);
  const paid = bets.map(() => 0);
  const squares = bets.map(() => 0);
  const started = performance.now();
  for (let round = 0; round < rounds; round += 1) {
    play(random, list).settlements.forEach((settlement, i) => {
      const payout = Number(settlement.payoutFen) / Number(settlement.stakeFen);
      paid[i]! += payout;
      squares[i]! += payout * payout;
    });
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`\n${game}: ${rounds.toLocaleString('en')} rounds in ${seconds} s`);
  bets.forEach((entry, i) => {
    const measured = paid[i]! / rounds;
    const published = fractionToNumber(entry.rtp);
    // ±5 standard errors, σ estimated from the sample (the tests use the exact σ).
    const sigma = Math.sqrt(squares[i]! / rounds - measured * measured);
    const fiveSe = ((5 * sigma) / Math.sqrt(rounds)) * 100;
    console.log(
      `  ${entry.label.padEnd(22)} published ${formatPercent(entry.rtp, 3).padStart(8)}  measured ${(measured * 100).toFixed(3).padStart(7)}%  diff ${((measured - published) * 100).toFixed(3)} pp  (±${fiveSe.toFixed(3)} pp)`,
    );
  });
}

run('slots', 2024, [{ label: 'spin', bet: { type: 'spin' as const, stakeFen: 2000n }, rtp: SLOTS_RTP }], playSlots);

run(
  'sic bo',
  SIC_BO_SIMULATION.seed,
  SIC_BO_SIMULATION.selections.map((selection) => ({
    label: JSON.stringify(selection),
    bet: { ...selection, stakeFen: 100n },
    rtp: sicBoRtp(selection),
  })),
  playSicBo,
);

const baccarat: BaccaratBetType[] = ['player', 'banker', 'tie', 'player-pair', 'banker-pair'];
run(
  'baccarat',
  8,
  baccarat.map((type) => ({ label: type, bet: { type, stakeFen: 100n }, rtp: BACCARAT_RTP[type] })),
  playBaccarat,
);

const dragonTiger: DragonTigerBetType[] = ['dragon', 'tiger', 'tie'];
run(
  'dragon-tiger',
  77,
  dragonTiger.map((type) => ({ label: type, bet: { type, stakeFen: 100n }, rtp: DRAGON_TIGER_RTP[type] })),
  playDragonTiger,
);

run(
  'fast-3',
  FAST3_SIMULATION.seed,
  FAST3_SIMULATION.selections.map((selection) => ({
    label: JSON.stringify(selection),
    bet: { ...selection, stakeFen: 100n },
    rtp: fast3Rtp(selection),
  })),
  playFast3,
);
