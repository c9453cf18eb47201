import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { safeRedirectTarget } from '../../../config/paths';
import { setStoredUserInfo, setToken } from '../../../lib/session';
import { getUser } from '../../../lib/api/get-user';

/**
 * After login or register (spec-1 §4): store the token, fetch `POST /api/user` and store it as
 * userInfo, then go to the `redirect` query (login guard) or home.
 */
export function useCompleteLogin(): (token: string) => Promise<void> {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const queryClient = useQueryClient();

  return useCallback(
    async (token: string) => {
      // Answers cached for the previous visitor must not leak into this session.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'app-info' });
      setToken(token);
      try {
        setStoredUserInfo(await getUser());
      } catch {
        // The token is valid; pages that need the profile fetch it again.
      }
      await navigate(safeRedirectTarget(searchParams.get('redirect')), { replace: true });
    },
    [navigate, queryClient, searchParams],
  );
}

/**
 * `useCompleteLogin` with a busy flag for the submit button: true from the moment the token is
 * read until the redirect. Errors (no token in the answer) reach the caller.
 */
export function useCompleteLoginState() {
  const completeLogin = useCompleteLogin();
  const [isCompleting, setIsCompleting] = useState(false);
  const complete = async (readToken: () => string) => {
    setIsCompleting(true);
    try {
      await completeLogin(readToken());
    } finally {
      setIsCompleting(false);
    }
  };
  return { complete, isCompleting };
}
