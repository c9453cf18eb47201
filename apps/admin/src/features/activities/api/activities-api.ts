import {
  AdminActivityApplicationPageResponseSchema,
  AdminActivityPageResponseSchema,
  AdminActivityRowSchema,
  AdminActivityReviewResultSchema,
  AdminActivityTypeListResponseSchema,
  AdminActivityTypeRowSchema,
  AdminImageUploadResponseSchema,
  type AdminActivityApproveSchema,
  type AdminActivityRefuseSchema,
  type AdminActivityTypeWriteSchema,
  type AdminActivityWriteSchema,
} from '@app/shared/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { API_BASE, ApiError, apiClient } from '../../../lib/api-client';
import { definePagedList } from '../../../lib/paged-list';
import { getToken } from '../../../lib/session';
import { zh } from '../../../locales/zh-CN';

/** Activities in the back office (`/api/admin/activity-types`, `/activities`, `/activity-applications`). */
const KEY = ['admin', 'activities'] as const;
const TYPES_KEY = [...KEY, 'types'];

export type ActivityTypeRow = z.infer<typeof AdminActivityTypeRowSchema>;
export type ActivityRow = z.infer<typeof AdminActivityRowSchema>;

export function useActivityTypesAdmin() {
  return useQuery({
    queryKey: TYPES_KEY,
    queryFn: async ({ signal }) =>
      (await apiClient.get('/activity-types', AdminActivityTypeListResponseSchema.shape.data, { signal, silent: true }))
        .data,
  });
}

export function useSaveActivityType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: z.input<typeof AdminActivityTypeWriteSchema> }) =>
      apiClient.post(id ? `/activity-types/${id}` : '/activity-types', AdminActivityTypeRowSchema, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

/** `GET /api/admin/activities`: by sort; type, title and enabled filters. */
export const activitiesList = definePagedList(
  [...KEY, 'list'],
  '/activities',
  AdminActivityPageResponseSchema.shape.data,
);

export function useSaveActivity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: z.input<typeof AdminActivityWriteSchema> }) =>
      apiClient.post(id ? `/activities/${id}` : '/activities', AdminActivityRowSchema, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

/** `GET /api/admin/activity-applications`: newest first; state, activity, member and day filters. */
export const applicationsList = definePagedList(
  [...KEY, 'applications'],
  '/activity-applications',
  AdminActivityApplicationPageResponseSchema.shape.data,
);

export function useApproveApplications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof AdminActivityApproveSchema>) =>
      apiClient.post('/activity-applications/approve', AdminActivityReviewResultSchema, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

export function useRefuseApplications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof AdminActivityRefuseSchema>) =>
      apiClient.post('/activity-applications/refuse', AdminActivityReviewResultSchema, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

/**
 * `POST /api/admin/content-images` (multipart field `file`, needs content.manage): the banner's
 * upload. The api client sends JSON only, so this call uses fetch with the same token and envelope.
 */
export async function uploadBanner(file: File): Promise<{ url: string; message: string }> {
  const form = new FormData();
  form.append('file', file);
  const token = getToken();
  let response: Response;
  try {
    response = await fetch(`${API_BASE}/content-images`, {
      method: 'POST',
      headers: { accept: 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: form,
    });
  } catch {
    throw new ApiError(0, zh.common.networkError);
  }
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    throw new ApiError(response.status, zh.common.serverError(response.status));
  }
  const parsed = AdminImageUploadResponseSchema.safeParse(json);
  if (parsed.success && parsed.data.code === 200) return { url: parsed.data.data.url, message: parsed.data.message };
  const message =
    typeof json === 'object' && json !== null && 'message' in json && typeof json.message === 'string'
      ? json.message
      : zh.common.failed;
  throw new ApiError(response.status, response.status === 403 ? zh.common.forbidden : message);
}
