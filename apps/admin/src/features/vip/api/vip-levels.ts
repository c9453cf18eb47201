import { AdminVipLevelSchema, type AdminVipLevel, type AdminVipLevelUpdate } from '@app/shared/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../lib/api-client';

const LEVELS_KEY = ['admin', 'vip-levels'] as const;

/** `GET /api/admin/vip/levels`: the ladder, lowest level first. */
export function useVipLevels() {
  return useQuery(
    queryOptions({
      queryKey: LEVELS_KEY,
      queryFn: async ({ signal }): Promise<AdminVipLevel[]> =>
        (await apiClient.get('/vip/levels', z.array(AdminVipLevelSchema), { signal, silent: true })).data,
    }),
  );
}

/** `POST /api/admin/vip/levels/:id`: every field of a level, as typed (the server parses and checks the order). */
export function useSaveVipLevel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: AdminVipLevelUpdate & { id: number }) =>
      apiClient.post(`/vip/levels/${id}`, AdminVipLevelSchema, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: LEVELS_KEY }),
  });
}
