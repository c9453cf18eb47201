import { CaptchaCheck } from '@app/shared/checks';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export interface Captcha {
  captcha_id: string;
  /** Data URL of the 120x37 image. */
  image: string;
}

/** `GET /api/captcha` → `{ captcha_id, image }` (platform-rules §2). Checked once by the server. */
export async function getCaptcha(signal?: AbortSignal): Promise<Captcha> {
  const answer = await apiClient.get('/captcha', CaptchaCheck, { signal });
  const captcha = answer.data;
  if (!captcha.captcha_id || !captcha.image) throw new Error('captcha missing');
  return captcha;
}

export function captchaQueryOptions(purpose: 'login' | 'register') {
  return queryOptions({
    queryKey: ['captcha', purpose],
    queryFn: ({ signal }) => getCaptcha(signal),
    // A captcha is used once: never cached, never refreshed behind the member's back.
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

export function useCaptcha(purpose: 'login' | 'register', enabled = true) {
  return useQuery({ ...captchaQueryOptions(purpose), enabled });
}
