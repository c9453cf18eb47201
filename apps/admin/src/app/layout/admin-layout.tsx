import { App, Button, Drawer, Flex, Layout, Popconfirm, Spin, Tag, Typography } from 'antd';
import { Suspense, useState } from 'react';
import { Outlet } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useMe } from '../../lib/get-me';
import { useLogout } from '../../features/auth/api/logout';
import { usePendingAlerts } from '../../features/dashboard/hooks/use-pending-alerts';
import { useIsMobile } from '../../hooks/use-is-mobile';
import { clearToken } from '../../lib/session';
import { zh } from '../../locales/zh-CN';
import { SideMenu } from './side-menu';

function PageFallback() {
  return (
    <div className="page-fallback">
      <Spin description={zh.common.loading} />
    </div>
  );
}

/**
 * The signed-in frame: a collapsible side menu (a drawer on phones), a header with the staff
 * member's name, role and sign-out, and the page. Pending work is polled here for every page.
 */
export function AdminLayout() {
  const isMobile = useIsMobile();
  const [collapsed, setCollapsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const me = useMe();
  const logout = useLogout();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const pending = usePendingAlerts();

  function signOut() {
    logout.mutate(undefined, {
      // Signed out here whatever the server said: the token is dropped either way.
      onSettled: () => {
        clearToken();
        queryClient.clear();
        void message.success(zh.auth.signedOut);
      },
    });
  }

  return (
    <Layout className="admin-shell">
      {isMobile ? (
        <Drawer
          placement="left"
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          size={240}
          title={zh.appName}
          className="nav-drawer"
          styles={{ body: { padding: 0 } }}
        >
          <SideMenu pending={pending} onNavigate={() => setDrawerOpen(false)} />
        </Drawer>
      ) : (
        <Layout.Sider collapsible collapsed={collapsed} onCollapse={setCollapsed} width={208} className="admin-sider">
          <div className="admin-brand">{collapsed ? zh.appName.slice(0, 2) : zh.appName}</div>
          <SideMenu pending={pending} />
        </Layout.Sider>
      )}
      <Layout>
        <Layout.Header className="admin-header">
          <Flex align="center" gap={8} style={{ minWidth: 0 }}>
            {isMobile ? (
              <Button aria-label={zh.nav.openMenu} onClick={() => setDrawerOpen(true)}>
                ☰
              </Button>
            ) : null}
            {isMobile ? <span className="admin-header__title">{zh.appName}</span> : null}
          </Flex>
          <Flex align="center" gap={8} className="admin-header__staff">
            <Typography.Text strong ellipsis className="admin-header__name">
              {me.data?.username}
            </Typography.Text>
            {me.data ? <Tag color="red">{me.data.role_name}</Tag> : null}
            <Popconfirm
              title={zh.auth.signOutConfirm}
              onConfirm={signOut}
              okText={zh.common.confirm}
              cancelText={zh.common.cancel}
            >
              <Button size="small" loading={logout.isPending}>
                {zh.auth.signOut}
              </Button>
            </Popconfirm>
          </Flex>
        </Layout.Header>
        <Layout.Content className="admin-content">
          <Suspense fallback={<PageFallback />}>
            <Outlet />
          </Suspense>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
