import { PortalSessionSchema, type PortalLoginRequest, type PortalSession } from '@app/shared/contracts';
import { apiClient } from '../../../lib/api-client';

/** `POST /api/agent-portal/login`: account, password and the image captcha → portal token. */
export async function login(input: PortalLoginRequest): Promise<PortalSession> {
  return (await apiClient.post('/login', PortalSessionSchema, { body: input, silent: true })).data;
}
