import { Badge, Menu, type MenuProps } from 'antd';
import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isNavGroup, navigation, type NavItem } from '../../config/navigation';
import { paths } from '../../config/paths';
import type { Dashboard } from '@app/shared/contracts';
import { useCan } from '../../hooks/use-can';

type MenuItem = Required<MenuProps>['items'][number];

/** The nav entry a route belongs to: the longest matching path (`/members/12` → 会员列表). */
function selectedPath(pathname: string, items: NavItem[]): string | undefined {
  let best: string | undefined;
  for (const item of items) {
    const matches =
      item.path === paths.dashboard
        ? pathname === paths.dashboard
        : pathname === item.path || pathname.startsWith(`${item.path}/`);
    if (matches && (!best || item.path.length > best.length)) best = item.path;
  }
  return best;
}

interface SideMenuProps {
  pending: Dashboard['pending'] | undefined;
  onNavigate?: () => void;
}

/** Only the entries the staff member's permissions allow, with pending counts as badges. */
export function SideMenu({ pending, onNavigate }: SideMenuProps) {
  const can = useCan();
  const navigate = useNavigate();
  const { pathname } = useLocation();

  const { items, allowed } = useMemo(() => {
    const allowed: NavItem[] = [];
    const label = (item: NavItem) => {
      const count = item.pending && pending ? pending[item.pending] : 0;
      return count > 0 ? (
        <span className="menu-label">
          {item.label}
          <Badge count={count} size="small" overflowCount={99} />
        </span>
      ) : (
        item.label
      );
    };
    const items: MenuItem[] = [];
    for (const entry of navigation) {
      if (isNavGroup(entry)) {
        const children = entry.items.filter((item) => can(item.permission));
        if (children.length === 0) continue;
        allowed.push(...children);
        items.push({
          key: entry.key,
          label: entry.label,
          children: children.map((child) => ({ key: child.path, label: label(child) })),
        });
      } else if (can(entry.permission)) {
        allowed.push(entry);
        items.push({ key: entry.path, label: entry.label });
      }
    }
    return { items, allowed };
  }, [can, pending]);

  const selected = selectedPath(pathname, allowed);

  return (
    <Menu
      theme="dark"
      mode="inline"
      items={items}
      selectedKeys={selected ? [selected] : []}
      // Every group starts open: fourteen entries fit, and nothing is hidden from a new staff member.
      defaultOpenKeys={navigation.filter(isNavGroup).map((entry) => entry.key)}
      onClick={({ key }) => {
        void navigate(key);
        onNavigate?.();
      }}
    />
  );
}
