import { AdminGameSchema } from '@app/shared/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** `POST /api/admin/games` (no id: add) or `/games/:id` (update any field). */
export function saveGame({ id, body }: { id?: number; body: Record<string, unknown> }) {
  return apiClient.post(id === undefined ? '/games' : `/games/${id}`, AdminGameSchema, { body });
}

/** Saving a game refreshes every catalogue screen (tabs and hot sections show game names and states). */
export function useSaveGame() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveGame,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'games'] }),
  });
}
