import {
  AdminHotSectionItemSchema,
  AdminHotSectionListResponseSchema,
  AdminHotSectionSchema,
} from '@app/shared/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../lib/api-client';

const KEY = ['admin', 'games', 'hot-sections'];

/** `GET /api/admin/hot-sections`: sections 1–3 with their titles and games. */
export function useHotSections() {
  return useQuery({
    queryKey: KEY,
    queryFn: async ({ signal }) =>
      (await apiClient.get('/hot-sections', AdminHotSectionListResponseSchema.shape.data, { signal, silent: true }))
        .data,
  });
}

function useHotMutation<V>(mutationFn: (variables: V) => Promise<{ message: string }>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }) });
}

/** `POST /api/admin/hot-sections/:section`: the title ('' = default). */
export function useSaveHotTitle() {
  return useHotMutation(({ section, title }: { section: number; title: string }) =>
    apiClient.post(`/hot-sections/${section}`, AdminHotSectionSchema, { body: { title } }),
  );
}

/** `POST /api/admin/hot-section-items/:id`: description, order or section. */
export function useUpdateHotItem() {
  return useHotMutation(({ id, body }: { id: number; body: Record<string, unknown> }) =>
    apiClient.post(`/hot-section-items/${id}`, AdminHotSectionItemSchema, { body }),
  );
}

/**
 * `POST /api/admin/hot-sections/:section/items` (no `id`: adds a game at the end) or
 * `/hot-section-items/:id` (the item's description).
 */
export function useSaveHotItem() {
  return useHotMutation(({ section, id, body }: { section: number; id?: number; body: Record<string, unknown> }) =>
    id === undefined
      ? apiClient.post(`/hot-sections/${section}/items`, AdminHotSectionItemSchema, { body })
      : apiClient.post(`/hot-section-items/${id}`, AdminHotSectionItemSchema, { body }),
  );
}

/** `POST /api/admin/hot-section-items/:id/delete`. */
export function useRemoveHotItem() {
  return useHotMutation((id: number) => apiClient.post(`/hot-section-items/${id}/delete`, z.null()));
}

/** `POST /api/admin/hot-sections/:section/order`: every item id in the new order. */
export function useReorderHotSection() {
  return useHotMutation(({ section, itemIds }: { section: number; itemIds: number[] }) =>
    apiClient.post(`/hot-sections/${section}/order`, AdminHotSectionSchema, { body: { item_ids: itemIds } }),
  );
}
