import { TokenCheck } from '@app/shared/checks';
import type { z } from 'zod';
import type { LoginRequestSchema } from '@app/shared/contracts';
import { type Token } from '@app/shared/contracts';
import type { LoginRequest } from '@app/shared/contracts';
import { apiClient } from '../../../lib/api-client';

/**
 * Login payload (spec-1 §3, shared `LoginRequestSchema`): every field is sent. Type 1: account,
 * password, captcha text and captcha_id. Type 2: name is the phone, auth_code the SMS code,
 * password and captcha_id empty.
 */
export type LoginPayload = { [K in keyof LoginRequest]-?: NonNullable<LoginRequest[K]> };

/** The session token of a login or registration answer; an empty one is refused. */
export function readApiToken(data: Token): string {
  const token = data.api_token;
  if (!token) throw new Error('api_token missing');
  return token;
}

/** `POST /api/login_pc` → `data.api_token`. A failure shows the server message (api client). */
export async function login(request: LoginPayload): Promise<string> {
  const answer = await apiClient.post('/login_pc', TokenCheck, {
    body: { ...request } satisfies z.input<typeof LoginRequestSchema>,
  });
  return readApiToken(answer.data);
}
