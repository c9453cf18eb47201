import { Button, Result, Spin } from 'antd';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { paths } from '../../../config/paths';
import type { Permission } from '../../../config/permissions';
import { QueryError } from '../../../components/query-error';
import { clearToken } from '../../../lib/session';
import { zh } from '../../../locales/zh-CN';
import { useMe } from '../../../lib/get-me';
import { useCan } from '../../../hooks/use-can';
import { useToken } from '../../../hooks/use-token';

/** Signed-out staff go to the sign-in page and come back here afterwards. */
export function RequireStaff({ children }: { children: ReactNode }) {
  const token = useToken();
  const location = useLocation();
  const me = useMe();
  if (!token) {
    const back = `${location.pathname}${location.search}`;
    const query = back === paths.dashboard ? '' : `?redirect=${encodeURIComponent(back)}`;
    return <Navigate to={`${paths.login}${query}`} replace />;
  }
  if (me.isPending) {
    return (
      <div className="full-screen-center">
        <Spin size="large" description={zh.common.loading} />
      </div>
    );
  }
  if (me.isError) {
    return (
      <div className="full-screen-center">
        <QueryError error={me.error} onRetry={() => void me.refetch()} />
        <Button onClick={clearToken}>{zh.auth.signOut}</Button>
      </div>
    );
  }
  return children;
}

/** A page the staff member's role does not allow shows 没有权限 (the server would refuse anyway). */
export function RequirePermission({ permission, children }: { permission: Permission; children: ReactNode }) {
  const can = useCan();
  if (!can(permission)) return <Result status="403" title={zh.common.forbiddenTitle} subTitle={zh.common.forbidden} />;
  return children;
}
