import { useQueryClient } from '@tanstack/react-query';

import { useCallback, useRef, useState } from 'react';
import { useTranslation } from '../lib/i18n';
import { useNavigate } from 'react-router';
import { paths } from '../config/paths';
import { clearSession } from '../lib/session';
import { logout } from '../lib/api/logout';
import { showToast } from '../lib/show-toast';

/** Redirect delay after logout (spec-1 §9). */
export const LOGOUT_REDIRECT_DELAY_MS = 1000;

/**
 * Logout (spec-1 §4): `POST /api/logoff`, storage cleared whether it succeeds or fails, then
 * /login after 1 s.
 */
export function useLogout(): { logOut: () => Promise<void>; isLoggingOut: boolean } {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const [isLoggingOut, setIsLoggingOut] = useState(false);
  const inFlight = useRef(false);

  const logOut = useCallback(async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setIsLoggingOut(true);
    let message = '';
    try {
      message = (await logout()).message;
    } catch {
      // Cleared below all the same.
    }
    clearSession();
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'app-info' });
    showToast({ icon: 'success', content: message || t('auth.logoutDone') });
    window.setTimeout(() => {
      inFlight.current = false;
      setIsLoggingOut(false);
      void navigate(paths.login, { replace: true });
    }, LOGOUT_REDIRECT_DELAY_MS);
  }, [navigate, queryClient, t]);

  return { logOut, isLoggingOut };
}
