import { type FairSeed, OutcomeStream } from '../fair/outcome-stream';
import { type BaccaratBet, baccaratGame, type BaccaratOutcome } from './baccarat';
import { type DragonTigerBet, dragonTigerGame, type DragonTigerOutcome } from './dragon-tiger';
import { type Fast3Bet, type Fast3Draw, fast3Game } from './fast3';
import { type SicBoBet, sicBoGame, type SicBoOutcome } from './sic-bo';
import { type SlotsBet, slotsGame, type SlotsOutcome } from './slots';
import type { GameInfo, GameRound, HouseGame, Settlement } from './types';
import { roundValidBetFen, splitRoundValidBet } from './valid-bet';

/** Bets of each house game, by game code. */
export interface HouseGameBets {
  slots: SlotsBet;
  'sic-bo': SicBoBet;
  baccarat: BaccaratBet;
  'dragon-tiger': DragonTigerBet;
  fast3: Fast3Bet;
}

/** Outcomes of each house game, by game code. */
export interface HouseGameOutcomes {
  slots: SlotsOutcome;
  'sic-bo': SicBoOutcome;
  baccarat: BaccaratOutcome;
  'dragon-tiger': DragonTigerOutcome;
  fast3: Fast3Draw;
}

export type HouseGameCode = keyof HouseGameBets;

/** Every house game engine, by game code. */
export const HOUSE_GAMES: {
  readonly [Code in HouseGameCode]: HouseGame<HouseGameBets[Code], HouseGameOutcomes[Code]>;
} = {
  slots: slotsGame,
  'sic-bo': sicBoGame,
  baccarat: baccaratGame,
  'dragon-tiger': dragonTigerGame,
  fast3: fast3Game,
};

/** Code, Chinese name and rebate category of every house game. */
export const GAME_INFO: { readonly [Code in HouseGameCode]: GameInfo } = {
  slots: slotsGame.info,
  'sic-bo': sicBoGame.info,
  baccarat: baccaratGame.info,
  'dragon-tiger': dragonTigerGame.info,
  fast3: fast3Game.info,
};

export function isHouseGameCode(value: unknown): value is HouseGameCode {
  return typeof value === 'string' && Object.hasOwn(HOUSE_GAMES, value);
}

/** A replayed round and how many floats it drew from the stream. */
export type ReplayedRound<Code extends HouseGameCode> = GameRound<HouseGameBets[Code], HouseGameOutcomes[Code]> & {
  readonly floatsDrawn: number;
};

/**
 * Recomputes a round from its seed (platform-rules §4): the same stream, consumed in the same
 * order, gives the same outcome and settlements. Runs in the browser (no node: imports), so the
 * verifier page checks rounds with the revealed server seed.
 */
export function replayRound<Code extends HouseGameCode>(
  game: Code,
  seed: FairSeed,
  bets: readonly HouseGameBets[Code][],
): ReplayedRound<Code> {
  const engine: HouseGame<HouseGameBets[Code], HouseGameOutcomes[Code]> = HOUSE_GAMES[game];
  const stream = new OutcomeStream(seed);
  const round = engine.play(stream, bets);
  return { ...round, floatsDrawn: stream.drawn };
}

/**
 * Valid bet of one settled round of a house game (decision 0021): hedged stakes on opposite outcomes
 * count only their difference, pushes and refunds nothing. The server totals every round with it.
 */
export function validBetOfRound<Code extends HouseGameCode>(
  game: Code,
  settlements: readonly Settlement<HouseGameBets[Code]>[],
): bigint {
  const engine: HouseGame<HouseGameBets[Code], HouseGameOutcomes[Code]> = HOUSE_GAMES[game];
  return roundValidBetFen(settlements, engine.hedgeSideOf);
}

/** A member's several bet slips on one round of a game (Fast-3 placements on one draw), split in slip order. */
export function splitValidBetOfRound<Code extends HouseGameCode>(
  game: Code,
  slips: readonly (readonly Settlement<HouseGameBets[Code]>[])[],
): bigint[] {
  const engine: HouseGame<HouseGameBets[Code], HouseGameOutcomes[Code]> = HOUSE_GAMES[game];
  return splitRoundValidBet(slips, engine.hedgeSideOf);
}
