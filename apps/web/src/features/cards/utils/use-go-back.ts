import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** Back to the previous screen, or to `fallback` when the form was opened directly (a link, a bookmark). */
export function useGoBack(fallback: string): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(() => {
    if (location.key === 'default') void navigate(fallback, { replace: true });
    else void navigate(-1);
  }, [fallback, location.key, navigate]);
}
