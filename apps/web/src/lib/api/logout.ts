import { EmptyCheck } from '@app/shared/checks';
import { apiClient, type ApiAnswer } from '../api-client';

/** `POST /api/logoff`: revokes the session. The caller clears storage whatever the answer. */
export function logout(): Promise<ApiAnswer> {
  return apiClient.post('/logoff', EmptyCheck, { silent: true });
}
