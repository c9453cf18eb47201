import { AdminGameCategoryListResponseSchema, AdminGameCategorySchema } from '@app/shared/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

const KEY = ['admin', 'games', 'categories'];

/** `GET /api/admin/game-categories`: every category with its game count (codes are fixed). */
export function useGameCategories() {
  return useQuery({
    queryKey: KEY,
    queryFn: async ({ signal }) =>
      (
        await apiClient.get('/game-categories', AdminGameCategoryListResponseSchema.shape.data, {
          signal,
          silent: true,
        })
      ).data,
  });
}

/** `POST /api/admin/game-categories/:id`: name, image, order, enabled. */
export function useSaveGameCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: Record<string, unknown> }) =>
      apiClient.post(`/game-categories/${id}`, AdminGameCategorySchema, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'games'] }),
  });
}
