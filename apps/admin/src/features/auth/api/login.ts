import { StaffLoginResultSchema } from '@app/shared/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export interface LoginInput {
  username: string;
  password: string;
  /** Empty on the first sign-in of an account without TOTP (the answer carries the enrolment). */
  totp: string;
}

/**
 * `POST /api/admin/login` → `{ token, staff, enrol }`. Silent: the sign-in page shows the server's
 * message next to the form ('用户名或密码错误', '请输入动态验证码', …).
 */
export function login(input: LoginInput) {
  return apiClient.post('/login', StaffLoginResultSchema, { body: input, silent: true });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
