import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { loginPath } from '../../../config/paths';
import { useSession } from '../../../hooks/use-session';

interface RequireAuthProps {
  children: ReactNode;
  /** The member centre and assets pages also need the stored username (spec-1 §2). */
  needsUsername?: boolean;
}

/**
 * Login guard (spec-1 §2, spec-2 §2): an anonymous visitor goes to /login with `redirect` holding
 * the full target path and query; after login they come back to it.
 */
export function RequireAuth({ children, needsUsername = false }: RequireAuthProps) {
  const session = useSession();
  const location = useLocation();
  const isAllowed = session.isLoggedIn && (!needsUsername || Boolean(session.user?.username));
  if (!isAllowed) {
    return <Navigate to={loginPath(`${location.pathname}${location.search}`)} replace />;
  }
  return children;
}
