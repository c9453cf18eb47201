import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd';
import { Suspense } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import { LoadingState } from '../../components/page-states';
import { paths } from '../../config/paths';
import { logout } from '../../features/auth/api/logout';
import { useMe } from '../../lib/get-me';
import { clearToken } from '../../lib/session';
import { zh } from '../../locales/zh-CN';

const NAV = [
  { to: paths.overview, label: zh.nav.overview, end: true },
  { to: paths.report, label: zh.nav.report, end: false },
  { to: paths.members, label: zh.nav.members, end: false },
  { to: paths.subAgents, label: zh.nav.subAgents, end: false },
  { to: paths.statements, label: zh.nav.statements, end: false },
  { to: paths.invite, label: zh.nav.invite, end: false },
] as const;

/**
 * The signed-in frame, mobile first: a header (name, logout), the page, and the sections as a
 * bottom tab bar on phones and a top bar on wider screens (CSS only).
 */
export default function PortalLayout() {
  const me = useMe();
  const queryClient = useQueryClient();
  const location = useLocation();
  const title = NAV.find((item) => (item.end ? location.pathname === item.to : location.pathname.startsWith(item.to)));

  const signOut = async () => {
    try {
      await logout();
    } finally {
      clearToken();
      queryClient.clear();
    }
  };

  return (
    <div className="portal">
      <header className="portal__header">
        <span className="portal__brand">{zh.appName}</span>
        <span className="portal__title">{title?.label ?? ''}</span>
        <span className="portal__user">{me.data?.username ?? ''}</span>
        <Button size="small" onClick={() => void signOut()}>
          {zh.auth.logout}
        </Button>
      </header>
      <nav className="portal__nav" aria-label={zh.appName}>
        {NAV.map((item) => (
          <NavLink key={item.to} to={item.to} end={item.end} className="portal__nav-item">
            {item.label}
          </NavLink>
        ))}
      </nav>
      <main className="portal__main">
        <Suspense fallback={<LoadingState />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
