import { useQueryClient } from '@tanstack/react-query';
import { Button, Result, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { errorText } from '../../../lib/api-client';
import { setToken } from '../../../lib/session';
import { zh } from '../../../locales/zh-CN';
import { createSession } from '../api/create-session';

/**
 * /sso?ticket=…: exchanges the single-use ticket of `getAgentLoginUrl` for a portal token, then
 * replaces the address (the ticket leaves the history) with the overview.
 */
export default function SsoPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [error, setError] = useState<unknown>(null);
  const started = useRef(false);

  useEffect(() => {
    // StrictMode runs effects twice in development; a ticket can be spent once.
    if (started.current) return;
    started.current = true;
    const ticket = params.get('ticket') ?? '';
    createSession(ticket)
      .then((session) => {
        setToken(session.token);
        queryClient.clear();
        void navigate(paths.overview, { replace: true });
      })
      .catch(setError);
  }, [params, navigate, queryClient]);

  if (error) {
    return (
      <div className="full-screen-center">
        <Result
          status="warning"
          title={zh.auth.ssoFailed}
          subTitle={errorText(error)}
          extra={
            <Button type="primary" onClick={() => void navigate(paths.login, { replace: true })}>
              {zh.auth.toLogin}
            </Button>
          }
        />
      </div>
    );
  }
  return (
    <div className="full-screen-center" role="status">
      <Spin size="large" />
      <span>{zh.auth.ssoWorking}</span>
    </div>
  );
}
