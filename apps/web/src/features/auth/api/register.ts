import { TokenCheck } from '@app/shared/checks';
import type { z } from 'zod';
import type { RegisterRequestSchema } from '@app/shared/contracts';
import { type Token } from '@app/shared/contracts';
import type { RegisterRequest } from '@app/shared/contracts';
import { apiClient, type ApiAnswer } from '../../../lib/api-client';

/**
 * Register payload (spec-1 §3, shared `RegisterRequestSchema`): every field is sent; `pid` is the
 * `?pid=` referrer ('' when none); `adult` is the 18+ confirmation (platform-rules §10).
 */
export type RegisterPayload = { [K in Exclude<keyof RegisterRequest, 'adult'>]-?: NonNullable<RegisterRequest[K]> } & {
  adult: true;
};

/**
 * `POST /api/register`. Silent in the client: the page always shows the server message itself,
 * success style on code 200 (spec-1 §8).
 */
export function register(request: RegisterPayload): Promise<ApiAnswer<Token>> {
  return apiClient.post('/register', TokenCheck, {
    body: { ...request } satisfies z.input<typeof RegisterRequestSchema>,
    silent: true,
  });
}
