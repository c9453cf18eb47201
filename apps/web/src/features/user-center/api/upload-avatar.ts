import { AvatarUploadCheck } from '@app/shared/checks';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export interface AvatarUploadResult {
  /** '/uploads/avatars/<random>.png', also userInfo.avatar from now on. */
  avatar: string;
  message: string;
}

/**
 * `POST /api/uploadimg`, multipart field `file` (gif or png by content, at most 2 MB). A refusal
 * ('头像只支持gif或png格式', '头像大小不能超过2M') is toasted by the api client.
 */
export async function uploadAvatar(file: File): Promise<AvatarUploadResult> {
  const body = new FormData();
  body.append('file', file);
  const answer = await apiClient.post('/uploadimg', AvatarUploadCheck, { body });
  const avatar = answer.data.avatar;
  if (!avatar) throw new Error('avatar missing');
  return { avatar, message: answer.message };
}

export function useUploadAvatar() {
  return useMutation({ mutationFn: uploadAvatar });
}
