import { AdminPageSchema, type AdminPage, type PageSlug } from '@app/shared/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

const pageKey = (slug: PageSlug) => ['admin', 'content', 'pages', slug] as const;

/** `GET /api/admin/pages/:slug`: the stored page (title, body, last save) for the editor. */
export async function getContentPage(slug: PageSlug, signal?: AbortSignal): Promise<AdminPage> {
  return (await apiClient.get(`/pages/${slug}`, AdminPageSchema, { signal, silent: true })).data;
}

export function useContentPage(slug: PageSlug) {
  return useQuery(queryOptions({ queryKey: pageKey(slug), queryFn: ({ signal }) => getContentPage(slug, signal) }));
}

/** `POST /api/admin/pages/<slug>`: the whole page; answers it as stored (HTML sanitised). */
export function saveContentPage(slug: PageSlug, input: { title?: string; body: unknown }) {
  return apiClient.post(`/pages/${slug}`, AdminPageSchema, { body: input });
}

export function useSaveContentPage(slug: PageSlug) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { title?: string; body: unknown }) => saveContentPage(slug, input),
    onSuccess: ({ data }) => queryClient.setQueryData(pageKey(slug), data),
  });
}
