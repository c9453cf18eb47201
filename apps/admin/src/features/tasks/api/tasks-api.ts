import {
  AdminChestOpenPageResponseSchema,
  AdminChestSchema,
  AdminTaskClaimPageResponseSchema,
  AdminTaskSchema,
  AdminTaskTypeSchema,
} from '@app/shared/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import { definePagedList } from '../../../lib/paged-list';

/** Daily tasks in the back office (`/api/admin/task-types`, `/tasks`, `/chests`, claim records). */

const KEY = ['admin', 'tasks'] as const;

export type TaskType = z.infer<typeof AdminTaskTypeSchema>;
export type Task = z.infer<typeof AdminTaskSchema>;
export type Chest = z.infer<typeof AdminChestSchema>;

export function useTaskTypes() {
  return useQuery({
    queryKey: [...KEY, 'types'],
    queryFn: async ({ signal }) =>
      (await apiClient.get('/task-types', z.array(AdminTaskTypeSchema), { signal, silent: true })).data,
  });
}

export function useTasks() {
  return useQuery({
    queryKey: [...KEY, 'tasks'],
    queryFn: async ({ signal }) =>
      (await apiClient.get('/tasks', z.array(AdminTaskSchema), { signal, silent: true })).data,
  });
}

export function useChests() {
  return useQuery({
    queryKey: [...KEY, 'chests'],
    queryFn: async ({ signal }) =>
      (await apiClient.get('/chests', z.array(AdminChestSchema), { signal, silent: true })).data,
  });
}

export type SaveVariables = { id?: number; body: Record<string, unknown> };

/** Creates (no id) or updates a row of `/task-types`, `/tasks` or `/chests`; audited by the server. */
export function useSaveRow(resource: 'task-types' | 'tasks' | 'chests') {
  const queryClient = useQueryClient();
  const schema =
    resource === 'task-types' ? AdminTaskTypeSchema : resource === 'tasks' ? AdminTaskSchema : AdminChestSchema;
  return useMutation({
    mutationFn: ({ id, body }: SaveVariables) =>
      apiClient.post(id === undefined ? `/${resource}` : `/${resource}/${id}`, schema, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

/** `GET /api/admin/task-claims`: task claims, newest site day first. */
export const taskClaimsList = definePagedList(
  [...KEY, 'claims'],
  '/task-claims',
  AdminTaskClaimPageResponseSchema.shape.data,
);

/** `GET /api/admin/chest-opens`: chest opens, newest site day first. */
export const chestOpensList = definePagedList(
  [...KEY, 'opens'],
  '/chest-opens',
  AdminChestOpenPageResponseSchema.shape.data,
);
