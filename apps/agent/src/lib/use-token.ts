import { useSyncExternalStore } from 'react';
import { getToken, subscribeToken } from './session';

/** The portal token, re-rendering when it is set or dropped. */
export function useToken(): string | null {
  return useSyncExternalStore(subscribeToken, getToken, getToken);
}
