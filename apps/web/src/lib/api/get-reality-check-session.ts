import { RealityCheckSessionCheck } from '@app/shared/checks';
import type { RealityCheckSession } from '@app/shared/contracts';
import { apiClient } from '../api-client';

export type { RealityCheckSession };

/** `GET /api/responsible-play/session?since=`: play time and net result since the session start (epoch ms). */
export async function getRealityCheckSession(since: number): Promise<RealityCheckSession> {
  const answer = await apiClient.get('/responsible-play/session', RealityCheckSessionCheck, {
    query: { since },
    silent: true,
  });
  return answer.data;
}
