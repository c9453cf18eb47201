import type { z } from 'zod';
import type { RotateSeedRequestSchema } from '@app/shared/contracts';
import { RotateSeedSchema } from '@app/shared/contracts';
import { apiClient } from '../../lib/api-client';
import type { ActiveSeed, RevealedSeed } from './read-house';

export interface RotatedSeeds {
  message: string;
  revealed: RevealedSeed;
  current: ActiveSeed;
}

/** `POST /api/house/fairness/rotate { client_seed? }`: reveals the server seed and starts a new pair. */
export async function rotateSeed(clientSeed?: string): Promise<RotatedSeeds> {
  const body: z.input<typeof RotateSeedRequestSchema> = clientSeed ? { client_seed: clientSeed } : {};
  const answer = await apiClient.post('/house/fairness/rotate', RotateSeedSchema, { body });
  return { message: answer.message, revealed: answer.data.revealed, current: answer.data.current };
}
