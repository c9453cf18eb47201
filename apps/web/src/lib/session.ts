import { readJson, readString, removeKey, storageKeys, writeJson, writeString } from './storage';

/**
 * The member's session (spec-1 §4): logged in means a token in session storage; the user info is
 * kept in local storage. React reads it through `useSyncExternalStore` (hooks/use-session), the
 * API client reads the token for the Authorization header and clears everything on 401.
 */
type Listener = () => void;

const listeners = new Set<Listener>();
let version = 0;

function emit(): void {
  version += 1;
  for (const listener of listeners) listener();
}

export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Changes whenever the token or the stored user info changes (a snapshot key for React). */
export function getSessionVersion(): number {
  return version;
}

export function getToken(): string | null {
  const token = readString('session', storageKeys.token);
  return token ? token : null;
}

export function setToken(token: string): void {
  writeString('session', storageKeys.token, token);
  emit();
}

export function getStoredUserInfo(): unknown {
  return readJson('local', storageKeys.userInfo);
}

export function setStoredUserInfo(userInfo: unknown): void {
  writeJson('local', storageKeys.userInfo, userInfo);
  emit();
}

/** Drops every piece of auth data (token, userInfo, messageNum); appInfo stays cached. */
export function clearSession(): void {
  removeKey('session', storageKeys.token);
  removeKey('local', storageKeys.userInfo);
  removeKey('local', storageKeys.messageNum);
  emit();
}

// Another tab logging out clears the shared local storage: re-read the session.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === storageKeys.userInfo) emit();
  });
}
