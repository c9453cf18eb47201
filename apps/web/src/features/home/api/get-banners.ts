import { BannerListCheck } from '@app/shared/checks';
import type { BannerListRequestSchema } from '@app/shared/contracts';
import type { BannerSchema } from '@app/shared/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client';

export type Banner = z.infer<typeof BannerSchema>;

/** Mobile home banners (spec-1 §7: type 2). */
export const HOME_BANNER_TYPE = 2;

/** `POST /api/bannerList { type: 2 }` → the carousel's images and where each leads. */
export async function getBanners(signal?: AbortSignal): Promise<Banner[]> {
  const answer = await apiClient.post('/bannerList', BannerListCheck, {
    body: { type: HOME_BANNER_TYPE } satisfies z.input<typeof BannerListRequestSchema>,
    signal,
    silent: true,
  });
  return answer.data.filter((banner) => banner.src !== '');
}

export const bannersQueryOptions = queryOptions({
  queryKey: ['home', 'banners'],
  queryFn: ({ signal }) => getBanners(signal),
  staleTime: 5 * 60_000,
});

export function useBanners() {
  return useQuery(bannersQueryOptions);
}
