import {
  AdminBannerPageResponseSchema,
  AdminBannerSchema,
  AdminDoneResponseSchema,
  AdminHomeNoticePageResponseSchema,
  AdminHomeNoticeSchema,
  AdminNoticePageResponseSchema,
  AdminNoticeSchema,
  AdminServiceEntryPageResponseSchema,
  AdminServiceEntrySchema,
} from '@app/shared/contracts';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type UseQueryResult,
} from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import type { Page } from '../../../components/server-table';
import type { ListParams } from '../../../lib/list-params';

/**
 * The content lists of the back office (`/api/admin/<resource>`): a paged list, create
 * (`POST /<resource>`), update (`POST /<resource>/:id`) and delete (`POST /<resource>/:id/delete`).
 */
const PAGES = {
  banners: AdminBannerPageResponseSchema.shape.data,
  'home-notices': AdminHomeNoticePageResponseSchema.shape.data,
  notices: AdminNoticePageResponseSchema.shape.data,
  'service-entries': AdminServiceEntryPageResponseSchema.shape.data,
} as const;
const ROWS = {
  banners: AdminBannerSchema,
  'home-notices': AdminHomeNoticeSchema,
  notices: AdminNoticeSchema,
  'service-entries': AdminServiceEntrySchema,
} as const;

export type ContentResource = keyof typeof PAGES;
export type ContentPage<R extends ContentResource> = z.output<(typeof PAGES)[R]>;
export type ContentRow<R extends ContentResource> = ContentPage<R>['data'][number];

export const contentListKey = (resource: ContentResource) => ['admin', 'content', resource] as const;
export const contentPathOf = (resource: ContentResource) => `/${resource}`;

export async function listContent<R extends ContentResource>(
  resource: R,
  params: ListParams,
  signal?: AbortSignal,
): Promise<ContentPage<R>> {
  const answer = await apiClient.get(contentPathOf(resource), PAGES[resource], { query: params, signal, silent: true });
  // The schema was chosen by `resource`, so the parsed page is that resource's page.
  return answer.data as ContentPage<R>;
}

export function useContentList<R extends ContentResource>(
  resource: R,
  params: ListParams,
): UseQueryResult<Page<ContentRow<R>>> {
  return useQuery(
    queryOptions({
      queryKey: [...contentListKey(resource), params],
      queryFn: ({ signal }) => listContent(resource, params, signal),
      placeholderData: keepPreviousData,
    }),
  );
}

/** Create (no id) or update (id) one row; answers the saved row and the server's message. */
export function saveContent<R extends ContentResource>(resource: R, input: { id?: number; body: unknown }) {
  const path = input.id === undefined ? contentPathOf(resource) : `${contentPathOf(resource)}/${input.id}`;
  return apiClient.post(path, ROWS[resource], { body: input.body });
}

export function useSaveContent<R extends ContentResource>(resource: R) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id?: number; body: unknown }) => saveContent(resource, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentListKey(resource) }),
  });
}

export function deleteContent(resource: ContentResource, id: number) {
  return apiClient.post(`${contentPathOf(resource)}/${id}/delete`, AdminDoneResponseSchema.shape.data);
}

export function useDeleteContent(resource: ContentResource) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteContent(resource, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentListKey(resource) }),
  });
}
