import { CaptchaSchema } from '@app/shared/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** `GET /api/captcha` (the member API's image captcha, one use). */
export const captchaQueryOptions = queryOptions({
  queryKey: ['portal', 'captcha'],
  queryFn: async ({ signal }) =>
    (await apiClient.get('/captcha', CaptchaSchema, { signal, silent: true, base: '/api' })).data,
  staleTime: Infinity,
  gcTime: 0,
});

export function useCaptcha() {
  return useQuery(captchaQueryOptions);
}
