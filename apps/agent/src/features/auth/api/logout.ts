import { z } from 'zod';
import { apiClient } from '../../../lib/api-client';

/** `POST /api/agent-portal/logout`: ends this session on the server. */
export async function logout(): Promise<void> {
  await apiClient.post('/logout', z.null(), { silent: true });
}
