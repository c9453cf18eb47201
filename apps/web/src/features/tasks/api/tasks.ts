import {
  ClaimTaskResultCheck,
  DoUserBoxResultCheck,
  MemberChestListCheck,
  MemberTaskListCheck,
  TaskTypeListCheck,
  UserStatsCheck,
} from '@app/shared/checks';
import type { ClaimTaskQuerySchema, DoUserBoxQuerySchema, UserTaskRequestSchema } from '@app/shared/contracts';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client';

/** Every task answer: a claim or an opening marks them all stale (spec-2 §4: tasks, stats, chests reload). */
export const tasksQueryKey = ['tasks'] as const;

/** `GET /api/taskType`: the task-type tabs. Silent: the tab shows its own error state. */
export function useTaskTypes(enabled: boolean) {
  return useQuery({
    queryKey: [...tasksQueryKey, 'types'],
    queryFn: async ({ signal }) => (await apiClient.get('/taskType', TaskTypeListCheck, { signal, silent: true })).data,
    enabled,
  });
}

/** `POST /api/userTask { type_id }`: the tasks of a type with today's progress. */
export function useMemberTasks(typeId: number | undefined) {
  return useQuery({
    queryKey: [...tasksQueryKey, 'list', typeId],
    queryFn: async ({ signal }) =>
      (
        await apiClient.post('/userTask', MemberTaskListCheck, {
          body: { type_id: typeId ?? 0 } satisfies z.input<typeof UserTaskRequestSchema>,
          signal,
          silent: true,
        })
      ).data,
    enabled: typeId !== undefined,
    staleTime: 0,
  });
}

/** `GET /api/userStats`: today's recharge, valid bet, liveness and the seconds to the reset. */
export function useUserStats(enabled: boolean) {
  return useQuery({
    queryKey: [...tasksQueryKey, 'stats'],
    queryFn: async ({ signal }) => (await apiClient.get('/userStats', UserStatsCheck, { signal, silent: true })).data,
    enabled,
    staleTime: 0,
  });
}

/** `POST /api/userBox`: the chests. */
export function useChests(enabled: boolean) {
  return useQuery({
    queryKey: [...tasksQueryKey, 'chests'],
    queryFn: async ({ signal }) =>
      (await apiClient.post('/userBox', MemberChestListCheck, { body: {}, signal, silent: true })).data,
    enabled,
    staleTime: 0,
  });
}

/** `GET /api/claimTask?task_id=` → the server's message (a refusal is shown as an error toast by the client). */
export async function claimTask(taskId: number): Promise<string> {
  const answer = await apiClient.get('/claimTask', ClaimTaskResultCheck, {
    query: { task_id: taskId } satisfies z.input<typeof ClaimTaskQuerySchema>,
  });
  return answer.message;
}

/** `GET /api/doUserBox?id=` → the server's message. */
export async function openChest(id: number): Promise<string> {
  const answer = await apiClient.get('/doUserBox', DoUserBoxResultCheck, {
    query: { id } satisfies z.input<typeof DoUserBoxQuerySchema>,
  });
  return answer.message;
}
