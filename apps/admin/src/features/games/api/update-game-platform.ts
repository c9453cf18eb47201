import { AdminGamePlatformSchema } from '@app/shared/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export interface PlatformChanges {
  name?: string;
  enabled?: boolean;
  maintenance?: boolean;
  sort?: number;
}

/** `POST /api/admin/game-platforms/:id`: any of name, enabled, maintenance, sort. */
export function updateGamePlatform({ id, ...changes }: PlatformChanges & { id: number }) {
  return apiClient.post(`/game-platforms/${id}`, AdminGamePlatformSchema, { body: changes });
}

export function useUpdateGamePlatform() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateGamePlatform,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'game-platforms'] }),
  });
}
