import {
  BET_MESSAGES,
  HOUSE_GAMES,
  type HouseGameBets,
  type HouseGameCode,
  type Settlement,
  validBetOfRound,
} from '@app/house-games';
import { formatFen, parseAmountToFen, yuanStringToFen } from '@app/shared/money';
import { AppError } from '../../lib/errors';

/**
 * Bets and outcomes between the wire, the database and the engines. A bet on the wire is the
 * engine's selection (`type`, `total` | `sum` | `face` | `faces`) with `amount` in yuan; the engine
 * bet has `stakeFen`. Stored bets (house_rounds.bets, fast3_bets.bets) are the wire form with a
 * two-decimal amount string, so the verifier rebuilds the engine bets exactly.
 */
export interface WireBetInput {
  type: string;
  amount: number | string;
  total?: number | undefined;
  sum?: number | undefined;
  face?: number | undefined;
  faces?: number[] | undefined;
}

export interface WireBet {
  type: string;
  amount: string;
  total?: number;
  sum?: number;
  face?: number;
  faces?: number[];
}

const SELECTION_FIELDS = ['total', 'sum', 'face', 'faces'] as const;

function selectionOf(input: WireBetInput | WireBet): Omit<WireBet, 'amount'> {
  const selection: Omit<WireBet, 'amount'> = { type: input.type };
  for (const field of SELECTION_FIELDS) {
    const value = input[field];
    if (value !== undefined) Object.assign(selection, { [field]: Array.isArray(value) ? [...value] : value });
  }
  return selection;
}

export interface ParsedBets<Code extends HouseGameCode> {
  bets: HouseGameBets[Code][];
  wire: WireBet[];
  stakeFen: bigint;
}

/**
 * Request bets → engine bets. A malformed amount is a bad request (HTTP 400, code 400, the amount
 * rule's message: the same answer as transfer, recharge and withdraw give); a bet the game refuses
 * is a business refusal with the engine's Chinese message.
 */
export function parseWireBets<Code extends HouseGameCode>(
  game: Code,
  input: readonly WireBetInput[] | undefined,
): ParsedBets<Code> {
  if (!input || input.length === 0) throw new AppError('refused', BET_MESSAGES.noBets);
  const wire: WireBet[] = [];
  const bets: Record<string, unknown>[] = [];
  let stakeFen = 0n;
  for (const item of input) {
    const amount = parseAmountToFen(item.amount);
    if (!amount.ok) throw new AppError('badRequest', amount.message);
    const selection = selectionOf(item);
    wire.push({ ...selection, amount: formatFen(amount.fen) });
    bets.push({ ...selection, stakeFen: amount.fen });
    stakeFen += amount.fen;
  }
  const typed = bets as unknown as HouseGameBets[Code][];
  const message = HOUSE_GAMES[game].validateBets(typed);
  if (message !== null) throw new AppError('refused', message);
  return { bets: typed, wire, stakeFen };
}

/** Stored bets → engine bets (our own data: amounts are exact two-decimal strings). */
export function engineBetsOf<Code extends HouseGameCode>(_game: Code, stored: unknown): HouseGameBets[Code][] {
  const list = Array.isArray(stored) ? (stored as WireBet[]) : [];
  return list.map((bet) => ({
    ...selectionOf(bet),
    stakeFen: yuanStringToFen(bet.amount),
  })) as unknown as HouseGameBets[Code][];
}

export function storedWireBets(stored: unknown): WireBet[] {
  return Array.isArray(stored) ? (stored as WireBet[]) : [];
}

/** Engine values → JSON (bigint as decimal strings), for jsonb columns and answers. */
export function toJsonSafe(value: unknown): unknown {
  if (typeof value === 'bigint') return value.toString();
  if (Array.isArray(value)) return value.map(toJsonSafe);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, toJsonSafe(item)]));
  }
  return value;
}

export function settlementToWire(settlement: Settlement<unknown>) {
  const bet = settlement.bet as WireBet & { stakeFen: bigint };
  return {
    bet: { ...selectionOf(bet), amount: formatFen(bet.stakeFen) },
    stake: formatFen(settlement.stakeFen),
    payout: formatFen(settlement.payoutFen),
    win_loss: formatFen(settlement.winLossFen),
    valid_bet: formatFen(settlement.validBetFen),
    result: settlement.result,
  };
}

/**
 * Totals of a round's settlements. The valid bet is the round's under decision 0021 (hedged stakes
 * on opposite outcomes count only their difference, pushes and refunds nothing), computed by the
 * game's engine: bet_records.valid_bet_fen, the turnover and the bet-settled event all take it from
 * here, and no consumer recomputes it.
 */
export function totalsOf<Code extends HouseGameCode>(
  game: Code,
  settlements: readonly Settlement<HouseGameBets[Code]>[],
) {
  let stakeFen = 0n;
  let payoutFen = 0n;
  for (const settlement of settlements) {
    stakeFen += settlement.stakeFen;
    payoutFen += settlement.payoutFen;
  }
  const validBetFen = validBetOfRound(game, settlements);
  return { stakeFen, payoutFen, validBetFen, winLossFen: payoutFen - stakeFen };
}
