import {
  AdminGameTypeEntryListResponseSchema,
  AdminGameTypeEntrySchema,
  AdminGameTypeListResponseSchema,
  AdminGameTypeSchema,
} from '@app/shared/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../lib/api-client';

const TYPES_KEY = ['admin', 'games', 'types'];

/** `GET /api/admin/game-types`: the home tabs, enabled or not. */
export function useGameTypes() {
  return useQuery({
    queryKey: TYPES_KEY,
    queryFn: async ({ signal }) =>
      (await apiClient.get('/game-types', AdminGameTypeListResponseSchema.shape.data, { signal, silent: true })).data,
  });
}

/** `POST /api/admin/game-types` (create) or `/game-types/:id` (update). */
export function useSaveGameType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: Record<string, unknown> }) =>
      apiClient.post(id === undefined ? '/game-types' : `/game-types/${id}`, AdminGameTypeSchema, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TYPES_KEY }),
  });
}

/** `POST /api/admin/game-types/:id/delete`: the tab and its entries. */
export function useDeleteGameType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiClient.post(`/game-types/${id}/delete`, z.null()),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TYPES_KEY }),
  });
}

/** `GET /api/admin/game-types/:id/entries`. */
export function useGameTypeEntries(typeId: number | null) {
  return useQuery({
    queryKey: [...TYPES_KEY, 'entries', typeId],
    enabled: typeId !== null,
    queryFn: async ({ signal }) =>
      (
        await apiClient.get(`/game-types/${typeId}/entries`, AdminGameTypeEntryListResponseSchema.shape.data, {
          signal,
          silent: true,
        })
      ).data,
  });
}

/** Create (`/game-types/:typeId/entries`), update (`/game-type-entries/:id`) or delete an entry. */
export function useSaveGameTypeEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ typeId, id, body }: { typeId: number; id?: number; body: Record<string, unknown> }) =>
      apiClient.post(
        id === undefined ? `/game-types/${typeId}/entries` : `/game-type-entries/${id}`,
        AdminGameTypeEntrySchema,
        { body },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TYPES_KEY }),
  });
}

export function useDeleteGameTypeEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiClient.post(`/game-type-entries/${id}/delete`, z.null()),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TYPES_KEY }),
  });
}
