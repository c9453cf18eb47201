import { TabBar } from 'antd-mobile';
import { AppstoreOutline, GiftOutline, LoopOutline, PayCircleOutline, UserOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n';
import { paths, tabBarRouteKeys, type TabBarRouteKey } from '../../config/paths';
import { useShellNavigate } from './use-shell-navigate';

const tabIcons: Record<TabBarRouteKey, ReactNode> = {
  home: <AppstoreOutline />,
  activeList: <GiftOutline />,
  deposit: <PayCircleOutline />,
  assets: <LoopOutline />,
  userCenter: <UserOutline />,
};

/** Bottom tab bar (home, promotions, deposit, transfer, mine), 50 px high (spec-1 §2, §9). */
export function BottomTabBar({ activeKey }: { activeKey: TabBarRouteKey }) {
  const { t } = useTranslation();
  const goTo = useShellNavigate();
  return (
    <nav className="app-tab-bar" aria-label={t('shell.menu.title')}>
      <TabBar activeKey={activeKey} safeArea>
        {tabBarRouteKeys.map((key) => (
          <TabBar.Item key={key} icon={tabIcons[key]} title={t(`shell.tabs.${key}`)} onClick={() => goTo(paths[key])} />
        ))}
      </TabBar>
    </nav>
  );
}
