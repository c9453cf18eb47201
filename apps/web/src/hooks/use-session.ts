import { useSyncExternalStore } from 'react';
import { getSessionVersion, getStoredUserInfo, getToken, subscribeSession } from '../lib/session';
import type { UserInfo } from '@app/shared/contracts';
import { readStoredUserInfo } from '../lib/read-stored';

export interface Session {
  token: string | null;
  user: UserInfo | null;
  /** A token is held (spec-1 §4). */
  isLoggedIn: boolean;
}

export function readSession(): Session {
  const token = getToken();
  return { token, user: readStoredUserInfo(getStoredUserInfo()), isLoggedIn: token !== null };
}

// One snapshot per storage version, so React sees a stable object between changes.
let snapshot: { version: number; session: Session } | null = null;

function getSessionSnapshot(): Session {
  const version = getSessionVersion();
  if (!snapshot || snapshot.version !== version) snapshot = { version, session: readSession() };
  return snapshot.session;
}

/** The current session; re-renders on login, logout, a 401 and user info updates. */
export function useSession(): Session {
  return useSyncExternalStore(subscribeSession, getSessionSnapshot, getSessionSnapshot);
}
