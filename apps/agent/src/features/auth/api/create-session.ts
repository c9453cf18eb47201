import { PortalSessionSchema, type PortalSession } from '@app/shared/contracts';
import { apiClient } from '../../../lib/api-client';

/** `POST /api/agent-portal/session` { ticket }: the single-use ticket of the login address → portal token. */
export async function createSession(ticket: string): Promise<PortalSession> {
  return (await apiClient.post('/session', PortalSessionSchema, { body: { ticket }, silent: true })).data;
}
