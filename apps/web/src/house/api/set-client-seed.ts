import type { z } from 'zod';
import type { ClientSeedRequestSchema } from '@app/shared/contracts';
import { ActiveSeedSchema } from '@app/shared/contracts';
import { apiClient } from '../../lib/api-client';
import type { ActiveSeed } from './read-house';

/** `POST /api/house/fairness/client-seed { client_seed }`: only while the pair has no round (nonce 0). */
export async function setClientSeed(clientSeed: string): Promise<{ message: string; seed: ActiveSeed }> {
  const answer = await apiClient.post('/house/fairness/client-seed', ActiveSeedSchema, {
    body: { client_seed: clientSeed } satisfies z.input<typeof ClientSeedRequestSchema>,
  });
  return { message: answer.message, seed: answer.data };
}
