import { EmptyCheck } from '@app/shared/checks';
import type { z } from 'zod';
import type { CheckMobileCodeRequestSchema } from '@app/shared/contracts';
import type { CheckMobileCodeRequest } from '@app/shared/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export type BindMobilePayload = Required<{ [K in keyof CheckMobileCodeRequest]: string }>;

/**
 * `POST /api/checkMobileCode` { mobile, auth_code }: binds the phone once its SMS code checks out.
 * Success answers `message` (shown as success); a refusal's `message`/`msg` is toasted by the api
 * client (spec-1 §8).
 */
export async function bindMobile(payload: BindMobilePayload): Promise<string> {
  const answer = await apiClient.post('/checkMobileCode', EmptyCheck, {
    body: { ...payload } satisfies z.input<typeof CheckMobileCodeRequestSchema>,
  });
  return answer.message;
}

export function useBindMobile() {
  return useMutation({ mutationFn: bindMobile });
}
