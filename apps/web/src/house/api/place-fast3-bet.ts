import type { z } from 'zod';
import type { Fast3BetRequestSchema } from '@app/shared/contracts';
import { Fast3BetSchema } from '@app/shared/contracts';
import { apiClient } from '../../lib/api-client';
import type { WireBet } from './read-house';

export interface PlacedFast3Bet {
  message: string;
  betId: string;
  drawNo: string;
  stake: string;
  /** The house balance after the stake left it. */
  balance: string;
  bets: WireBet[];
}

/** `POST /api/house/fast3/bet { draw_no, bets }`: the stake leaves now, the payout comes with the draw. */
export async function placeFast3Bet(drawNo: string, bets: WireBet[]): Promise<PlacedFast3Bet> {
  const answer = await apiClient.post('/house/fast3/bet', Fast3BetSchema, {
    body: { draw_no: drawNo, bets } satisfies z.input<typeof Fast3BetRequestSchema>,
  });
  const { bet_id, draw_no, stake, balance, bets: placed } = answer.data;
  return { message: answer.message, betId: bet_id, drawNo: draw_no, stake, balance, bets: placed };
}
