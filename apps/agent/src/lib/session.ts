/**
 * The agent portal session: the bearer token lives in session storage (one browser tab, gone when it
 * closes). The key is not the member site's `token`: the member site, back office and portal share an origin.
 */
const TOKEN_KEY = 'agent_portal_token';

type Listener = () => void;
const listeners = new Set<Listener>();

function read(): string | null {
  try {
    return window.sessionStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

let current: string | null = read();

function emit(): void {
  for (const listener of listeners) listener();
}

export function getToken(): string | null {
  return current;
}

export function setToken(token: string): void {
  current = token;
  try {
    window.sessionStorage.setItem(TOKEN_KEY, token);
  } catch {
    // Storage refused (private mode): the session lasts as long as the page.
  }
  emit();
}

export function clearToken(): void {
  current = null;
  try {
    window.sessionStorage.removeItem(TOKEN_KEY);
  } catch {
    // nothing stored
  }
  emit();
}

/** For `useSyncExternalStore`. */
export function subscribeToken(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
