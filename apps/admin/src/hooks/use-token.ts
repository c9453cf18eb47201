import { useSyncExternalStore } from 'react';
import { getToken, subscribeToken } from '../lib/session';

/** The staff token (null when signed out); re-renders when it changes. */
export function useToken(): string | null {
  return useSyncExternalStore(subscribeToken, getToken, () => null);
}
