import { isApiError } from './api-client';

/** The server's own words for a refused answer, to show under an error state; undefined otherwise. */
export function serverMessageOf(error: unknown): string | undefined {
  return isApiError(error) && error.kind === 'server' && error.message ? error.message : undefined;
}
