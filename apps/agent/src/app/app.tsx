import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider, Spin } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { Suspense, useEffect } from 'react';
import { RouterProvider } from 'react-router';
import { isApiError } from '../lib/api-client';
import { registerMessageApi } from '../lib/feedback';
import { router } from './router';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // A refusal (4xx) is final; a dropped connection or a 5xx gets one more try.
      retry: (failureCount, error) => failureCount < 1 && !(isApiError(error) && error.code >= 400 && error.code < 500),
      refetchOnWindowFocus: false,
      staleTime: 30_000,
    },
    mutations: { retry: false },
  },
});

const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Gives the api client (outside React) the app's message instance for its toasts. */
function FeedbackBridge() {
  const { message } = AntApp.useApp();
  useEffect(() => {
    registerMessageApi(message);
    return () => registerMessageApi(null);
  }, [message]);
  return null;
}

export function App() {
  return (
    <ConfigProvider
      locale={zhCN}
      theme={{ token: { colorPrimary: '#c8102e', borderRadius: 6, motion: !reducedMotion } }}
      button={{ autoInsertSpace: false }}
    >
      <AntApp>
        <FeedbackBridge />
        <QueryClientProvider client={queryClient}>
          <Suspense
            fallback={
              <div className="full-screen-center">
                <Spin size="large" />
              </div>
            }
          >
            <RouterProvider router={router} />
          </Suspense>
        </QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}
