import { useSyncExternalStore } from 'react';

/** Below antd's `lg` breakpoint the side menu becomes a drawer. */
const QUERY = '(max-width: 991.98px)';

function subscribe(listener: () => void): () => void {
  const media = window.matchMedia(QUERY);
  media.addEventListener('change', listener);
  return () => media.removeEventListener('change', listener);
}

export function useIsMobile(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(QUERY).matches,
    () => false,
  );
}
