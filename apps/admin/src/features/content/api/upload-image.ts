import { AdminImageUploadResponseSchema } from '@app/shared/contracts';
import { API_BASE, ApiError } from '../../../lib/api-client';
import { getToken } from '../../../lib/session';
import { zh } from '../../../locales/zh-CN';

/**
 * `POST /api/admin/content-images` (multipart field `file`): the server checks the type by content
 * and answers the image's site address. The api client only sends JSON, so this one call uses
 * fetch directly with the same token and envelope rules.
 */
export async function uploadContentImage(file: File): Promise<{ url: string; message: string }> {
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
  throw new ApiError(
    response.status === 403 ? 403 : response.status,
    response.status === 403 ? zh.common.forbidden : message,
  );
}
