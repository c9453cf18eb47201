import type {
  ActiveSeedSchema,
  Fast3CurrentResponseSchema,
  Fast3DrawResultSchema,
  Fast3MemberBetSchema,
  HouseRoundSchema,
  PlayRoundResultSchema,
  RevealedSeedSchema,
  SettlementSchema,
  WireBetSchema,
} from '@app/shared/contracts';
import type { z } from 'zod';
import { isRecord, readNumber, readText } from '../../lib/read';

// House answers read by hand against the shared contract types: this page stays free of zod, and
// outcomes stay `unknown` until a game's own reader (utils/outcomes.ts) looks at them.

export type WireBet = z.infer<typeof WireBetSchema>;
export type Settlement = z.infer<typeof SettlementSchema>;
export type PlayRoundResult = Omit<z.infer<typeof PlayRoundResultSchema>, 'outcome'> & { outcome: unknown };
export type HouseRound = Omit<z.infer<typeof HouseRoundSchema>, 'outcome'> & { outcome: unknown };
export type ActiveSeed = z.infer<typeof ActiveSeedSchema>;
export type RevealedSeed = z.infer<typeof RevealedSeedSchema>;
export type Fast3DrawResult = z.infer<typeof Fast3DrawResultSchema>;
export type Fast3Current = z.infer<typeof Fast3CurrentResponseSchema>['data'];
export type Fast3MemberBet = Omit<z.infer<typeof Fast3MemberBetSchema>, 'result'> & { result: unknown };

export interface Page<T> {
  current_page: number;
  last_page: number;
  total: number;
  data: T[];
}

export function asRecord(value: unknown): Record<string, unknown> {
  return isRecord(value) ? value : {};
}

function readIntList(value: unknown): number[] {
  return Array.isArray(value) ? value.filter((item): item is number => Number.isInteger(item)) : [];
}

export function readWireBet(value: unknown): WireBet {
  const row = asRecord(value);
  const bet: WireBet = { type: readText(row, 'type'), amount: readText(row, 'amount', '0.00') };
  if (typeof row.total === 'number') bet.total = row.total;
  if (typeof row.sum === 'number') bet.sum = row.sum;
  if (typeof row.face === 'number') bet.face = row.face;
  if (Array.isArray(row.faces)) bet.faces = readIntList(row.faces);
  return bet;
}

export function readWireBets(value: unknown): WireBet[] {
  return Array.isArray(value) ? value.map(readWireBet) : [];
}

function readResult(value: unknown): Settlement['result'] {
  return value === 'win' || value === 'push' ? value : 'lose';
}

export function readSettlement(value: unknown): Settlement {
  const row = asRecord(value);
  return {
    bet: readWireBet(row.bet),
    stake: readText(row, 'stake', '0.00'),
    payout: readText(row, 'payout', '0.00'),
    win_loss: readText(row, 'win_loss', '0.00'),
    valid_bet: readText(row, 'valid_bet', '0.00'),
    result: readResult(row.result),
  };
}

export function readPlayRoundResult(value: unknown): PlayRoundResult {
  const row = asRecord(value);
  return {
    round_id: readNumber(row, 'round_id'),
    game: readText(row, 'game'),
    seed_id: readNumber(row, 'seed_id'),
    nonce: readNumber(row, 'nonce'),
    server_seed_hash: readText(row, 'server_seed_hash'),
    client_seed: readText(row, 'client_seed'),
    outcome: row.outcome,
    settlements: Array.isArray(row.settlements) ? row.settlements.map(readSettlement) : [],
    stake: readText(row, 'stake', '0.00'),
    payout: readText(row, 'payout', '0.00'),
    win_loss: readText(row, 'win_loss', '0.00'),
    balance: readText(row, 'balance', '0.00'),
  };
}

export function readHouseRound(value: unknown): HouseRound {
  const row = asRecord(value);
  return {
    round_id: readNumber(row, 'round_id'),
    game: readText(row, 'game'),
    game_name: readText(row, 'game_name'),
    seed_id: readNumber(row, 'seed_id'),
    nonce: readNumber(row, 'nonce'),
    server_seed_hash: readText(row, 'server_seed_hash'),
    client_seed: readText(row, 'client_seed'),
    server_seed: typeof row.server_seed === 'string' && row.server_seed !== '' ? row.server_seed : null,
    bets: readWireBets(row.bets),
    outcome: row.outcome,
    stake: readText(row, 'stake', '0.00'),
    payout: readText(row, 'payout', '0.00'),
    win_loss: readText(row, 'win_loss', '0.00'),
    created_at: readText(row, 'created_at'),
  };
}

export function readActiveSeed(value: unknown): ActiveSeed {
  const row = asRecord(value);
  return {
    seed_id: readNumber(row, 'seed_id'),
    server_seed_hash: readText(row, 'server_seed_hash'),
    client_seed: readText(row, 'client_seed'),
    nonce: readNumber(row, 'nonce'),
  };
}

export function readRevealedSeed(value: unknown): RevealedSeed {
  const row = asRecord(value);
  return {
    seed_id: readNumber(row, 'seed_id'),
    server_seed: readText(row, 'server_seed'),
    server_seed_hash: readText(row, 'server_seed_hash'),
    client_seed: readText(row, 'client_seed'),
    last_nonce: typeof row.last_nonce === 'number' ? row.last_nonce : null,
    revealed_at: readText(row, 'revealed_at'),
  };
}

export function readFast3Draw(value: unknown): Fast3DrawResult {
  const row = asRecord(value);
  return {
    draw_no: readText(row, 'draw_no'),
    draw_at: readText(row, 'draw_at'),
    dice: readIntList(row.dice),
    sum: readNumber(row, 'sum'),
    is_triple: row.is_triple === true,
    server_seed_hash: readText(row, 'server_seed_hash'),
    server_seed: typeof row.server_seed === 'string' && row.server_seed !== '' ? row.server_seed : null,
  };
}

export function readFast3Current(value: unknown): Fast3Current {
  const row = asRecord(value);
  return {
    draw_no: readText(row, 'draw_no'),
    opens_at: readText(row, 'opens_at'),
    closes_at: readText(row, 'closes_at'),
    draw_at: readText(row, 'draw_at'),
    closes_in_ms: readNumber(row, 'closes_in_ms'),
    draws_in_ms: readNumber(row, 'draws_in_ms'),
    server_time: readText(row, 'server_time'),
    server_seed_hash: readText(row, 'server_seed_hash'),
    last_results: Array.isArray(row.last_results) ? row.last_results.map(readFast3Draw) : [],
  };
}

export function readFast3MemberBet(value: unknown): Fast3MemberBet {
  const row = asRecord(value);
  return {
    bet_id: readText(row, 'bet_id'),
    draw_no: readText(row, 'draw_no'),
    bets: readWireBets(row.bets),
    stake: readText(row, 'stake', '0.00'),
    payout: readText(row, 'payout', '0.00'),
    win_loss: readText(row, 'win_loss', '0.00'),
    state: readNumber(row, 'state'),
    result: row.result ?? null,
    created_at: readText(row, 'created_at'),
  };
}

export function readPage<T>(value: unknown, readItem: (item: unknown) => T): Page<T> {
  const row = asRecord(value);
  if (!Array.isArray(row.data)) throw new Error('page missing');
  return {
    current_page: readNumber(row, 'current_page', 1),
    last_page: readNumber(row, 'last_page', 1),
    total: readNumber(row, 'total'),
    data: row.data.map(readItem),
  };
}

/** The next page to ask for, or undefined at the end (TanStack's getNextPageParam). */
export function nextPageOf(page: Page<unknown>): number | undefined {
  return page.current_page < page.last_page ? page.current_page + 1 : undefined;
}
