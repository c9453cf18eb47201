import { useEffect } from 'react';
import { HashRouter, useNavigate } from 'react-router';
import { paths } from '../config/paths';
import { configureApiClient } from '../lib/api-client';
import { AppProviders } from './providers';
import { AppRoutes } from './router';

/** A 401 from any call goes to /login through the router (spec-1 §4). */
function UnauthorizedRedirect() {
  const navigate = useNavigate();
  useEffect(() => {
    configureApiClient({ goToLogin: () => void navigate(paths.login, { replace: true }) });
  }, [navigate]);
  return null;
}

export function App() {
  return (
    <AppProviders>
      <HashRouter>
        <UnauthorizedRedirect />
        <AppRoutes />
      </HashRouter>
    </AppProviders>
  );
}
