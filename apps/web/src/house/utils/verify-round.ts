import {
  commitServerSeed,
  drawFast3,
  OutcomeStream,
  replayRound,
  type FairSeed,
  type HouseGameCode,
} from '@app/house-games';
import { formatFen, sumFen } from '@app/shared/money';
import type { WireBet } from '../api/read-house';
import { engineBetsOf } from './wire-bets';

/** Engine values → JSON values (bigint as decimal strings), as the server stores outcomes. */
export function toJsonSafe(value: unknown): unknown {
  if (typeof value === 'bigint') return value.toString();
  if (Array.isArray(value)) return value.map(toJsonSafe);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, toJsonSafe(item)]));
  }
  return value;
}

/**
 * JSON with object keys sorted, so two outcomes compare by content: the database (jsonb) does not
 * keep the engine's key order.
 */
export function canonicalJson(value: unknown): string {
  const sort = (item: unknown): unknown => {
    if (Array.isArray(item)) return item.map(sort);
    if (item !== null && typeof item === 'object') {
      return Object.fromEntries(
        Object.keys(item)
          .sort()
          .map((key) => [key, sort((item as Record<string, unknown>)[key])]),
      );
    }
    return item;
  };
  return JSON.stringify(sort(toJsonSafe(value)));
}

export interface VerifyInput {
  game: HouseGameCode;
  serverSeed: string;
  clientSeed: string;
  nonce: number;
  bets: readonly WireBet[];
  /** What was published and stored, when checking a past round. */
  expected?: { serverSeedHash: string; outcome: unknown; payout: string };
}

export type VerifyResult =
  | { ok: false; error: string }
  | {
      ok: true;
      /** SHA-256 of the server seed, to compare with the hash shown before the round. */
      serverSeedHash: string;
      outcome: unknown;
      payout: string;
      floatsDrawn: number;
      /** null when nothing was expected (a free computation). */
      hashMatches: boolean | null;
      outcomeMatches: boolean | null;
      payoutMatches: boolean | null;
      /** Every check that could be made passed. */
      verified: boolean | null;
    };

/**
 * Recomputes a round in the browser with the engines' own `replayRound` (platform-rules §4:
 * outcome bytes = HMAC-SHA256(server seed, 'client seed:nonce:round')) and compares it with the
 * published hash and the stored outcome and payout.
 */
export function verifyRound(input: VerifyInput): VerifyResult {
  const serverSeed = input.serverSeed.trim();
  const clientSeed = input.clientSeed.trim();
  if (!serverSeed) return { ok: false, error: '请输入服务端种子' };
  if (!clientSeed) return { ok: false, error: '请输入客户端种子' };
  if (!Number.isInteger(input.nonce) || input.nonce < 0) return { ok: false, error: 'Nonce 必须是非负整数' };
  const bets = engineBetsOf(input.game, input.bets);
  if (!bets.ok) return { ok: false, error: bets.message };
  const seed: FairSeed = { serverSeed, clientSeed, nonce: input.nonce };
  let replayed;
  try {
    replayed = replayRound(input.game, seed, bets.bets);
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
  const serverSeedHash = commitServerSeed(serverSeed);
  const outcome = toJsonSafe(replayed.outcome);
  const payout = formatFen(sumFen(replayed.settlements.map((settlement) => settlement.payoutFen)));
  const expected = input.expected;
  const hashMatches = expected ? serverSeedHash === expected.serverSeedHash.trim().toLowerCase() : null;
  const outcomeMatches = expected ? canonicalJson(outcome) === canonicalJson(expected.outcome) : null;
  const payoutMatches = expected ? payout === expected.payout : null;
  return {
    ok: true,
    serverSeedHash,
    outcome,
    payout,
    floatsDrawn: replayed.floatsDrawn,
    hashMatches,
    outcomeMatches,
    payoutMatches,
    verified: expected ? Boolean(hashMatches && outcomeMatches && payoutMatches) : null,
  };
}

export interface Fast3DrawCheck {
  hashMatches: boolean;
  diceMatches: boolean;
  dice: readonly number[];
  verified: boolean;
}

/**
 * A Fast-3 draw: SHA-256(server seed) = the hash published before betting, and
 * drawFast3(OutcomeStream(server seed, client seed = draw number, nonce 0)) = the dice (ADR 0009).
 */
export function verifyFast3Draw(draw: {
  drawNo: string;
  serverSeed: string;
  serverSeedHash: string;
  dice: readonly number[];
}): Fast3DrawCheck {
  const hashMatches = commitServerSeed(draw.serverSeed) === draw.serverSeedHash;
  const result = drawFast3(new OutcomeStream({ serverSeed: draw.serverSeed, clientSeed: draw.drawNo, nonce: 0 }));
  const diceMatches =
    result.dice.length === draw.dice.length && result.dice.every((die, index) => die === draw.dice[index]);
  return { hashMatches, diceMatches, dice: result.dice, verified: hashMatches && diceMatches };
}
