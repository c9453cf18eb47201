import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useToken } from '../../../lib/use-token';

/** Pages of a signed-in agent; without a portal token, the login page. */
export function RequireAgent({ children }: { children: ReactNode }) {
  const token = useToken();
  if (!token) return <Navigate to={paths.login} replace />;
  return children;
}
