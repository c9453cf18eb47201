import { RouterProvider } from 'react-router/dom';
import { paths } from '../config/paths';
import { configureApiClient } from '../lib/api-client';
import { AppProviders } from './providers';
import { router } from './router';

// A 401 from any call goes to /login through the router (spec-1 §4).
configureApiClient({
  goToLogin: () => {
    void router.navigate(paths.login, { replace: true });
  },
});

export function App() {
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
