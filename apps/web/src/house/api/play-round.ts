import type { z } from 'zod';
import type { PlayRoundRequestSchema } from '@app/shared/contracts';
import { PlayRoundResultSchema } from '@app/shared/contracts';
import { apiClient } from '../../lib/api-client';
import type { InstantGameCode } from '../utils/house-games';
import type { PlayRoundResult, WireBet } from './read-house';

/**
 * `POST /api/house/{game}/play { bets }` → the round: outcome, settlements and the new house balance.
 * Refusals (balance, bet checks) are toasted by the api client with the server's message.
 */
export async function playRound(game: InstantGameCode, bets: WireBet[]): Promise<PlayRoundResult> {
  const answer = await apiClient.post(`/house/${game}/play`, PlayRoundResultSchema, {
    body: { bets } satisfies z.input<typeof PlayRoundRequestSchema>,
  });
  return answer.data;
}
