import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from './api-client';

/** `POST /api/admin<collection>/<id>/<action> <body>`: an action on one row (the id is URL-encoded). */
export function postRowAction<S extends z.ZodType>(
  collection: string,
  id: string | number,
  action: string,
  schema: S,
  body?: unknown,
) {
  return apiClient.post(`${collection}/${encodeURIComponent(String(id))}/${action}`, schema, { body });
}

/**
 * A staff write whose success reloads what it changed: `refresh` gets the query client and the
 * call's input (the row's lists, the member's profile, the dashboard counts…).
 */
export function useMutationThenRefresh<Input, Result>(
  mutationFn: (input: Input) => Promise<Result>,
  refresh: (queryClient: QueryClient, input: Input) => unknown,
) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: (_result, input) => refresh(queryClient, input) });
}
