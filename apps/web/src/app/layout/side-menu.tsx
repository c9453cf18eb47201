import { Button, List, Popup } from 'antd-mobile';
import { openConfirmDialog } from '../../lib/open-confirm-dialog';
import {
  AppstoreOutline,
  DownlandOutline,
  GiftOutline,
  InformationCircleOutline,
  LoopOutline,
  MailOutline,
  MessageOutline,
  PayCircleOutline,
  QuestionCircleOutline,
  ReceivePaymentOutline,
  StarOutline,
} from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n';
import avatarUrl from '../../assets/avatar-placeholder.svg';
import { paths } from '../../config/paths';
import { useLogout } from '../../hooks/use-logout';
import { useSession } from '../../hooks/use-session';
import { useShellNavigate } from './use-shell-navigate';

interface MenuLink {
  key:
    | 'home'
    | 'promotions'
    | 'deposit'
    | 'withdraw'
    | 'assets'
    | 'vip'
    | 'messages'
    | 'service'
    | 'about'
    | 'faq'
    | 'app';
  to: string;
  icon: ReactNode;
}

const menuLinks: readonly MenuLink[] = [
  { key: 'home', to: paths.home, icon: <AppstoreOutline /> },
  { key: 'promotions', to: paths.activeList, icon: <GiftOutline /> },
  { key: 'deposit', to: paths.deposit, icon: <PayCircleOutline /> },
  { key: 'withdraw', to: paths.withdraw, icon: <ReceivePaymentOutline /> },
  { key: 'assets', to: paths.assets, icon: <LoopOutline /> },
  { key: 'vip', to: paths.vip, icon: <StarOutline /> },
  { key: 'messages', to: paths.myNews, icon: <MailOutline /> },
  { key: 'service', to: paths.kefu, icon: <MessageOutline /> },
  { key: 'about', to: paths.about, icon: <InformationCircleOutline /> },
  { key: 'faq', to: paths.faq, icon: <QuestionCircleOutline /> },
  { key: 'app', to: paths.app, icon: <DownlandOutline /> },
];

interface SideMenuProps {
  visible: boolean;
  onClose: () => void;
}

/** Slide-in side menu from the left (spec-1 §2). */
export function SideMenu({ visible, onClose }: SideMenuProps) {
  const { t } = useTranslation();
  const goTo = useShellNavigate();
  const session = useSession();
  const { logOut, isLoggingOut } = useLogout();

  const open = (to: string) => {
    onClose();
    goTo(to);
  };

  const confirmLogout = async () => {
    onClose();
    const confirmed = await openConfirmDialog({
      title: t('auth.logoutConfirmTitle'),
      content: t('auth.logoutConfirmContent'),
      cancelText: t('auth.keepPlaying'),
      confirmText: t('auth.logout'),
    });
    if (confirmed) await logOut();
  };

  const username = session.user?.username;

  return (
    <Popup
      visible={visible}
      onMaskClick={onClose}
      onClose={onClose}
      position="right"
      bodyClassName="side-menu"
      closeOnSwipe
    >
      <div className="side-menu__profile">
        <img src={avatarUrl} alt="" className="side-menu__avatar" />
        <span className="side-menu__name">
          {session.isLoggedIn && username ? t('shell.menu.greeting', { name: username }) : t('shell.menu.guest')}
        </span>
      </div>
      <List className="side-menu__list">
        {menuLinks.map((link) => (
          <List.Item key={link.key} prefix={link.icon} onClick={() => open(link.to)} arrowIcon>
            {t(`shell.menu.${link.key}`)}
          </List.Item>
        ))}
      </List>
      <div className="side-menu__footer">
        {session.isLoggedIn ? (
          <Button
            block
            fill="outline"
            color="danger"
            loading={isLoggingOut}
            disabled={isLoggingOut}
            onClick={() => void confirmLogout()}
          >
            {t('shell.menu.logout')}
          </Button>
        ) : (
          <Button block color="primary" onClick={() => open(paths.login)}>
            {t('shell.menu.loginOrRegister')}
          </Button>
        )}
      </div>
    </Popup>
  );
}

export default SideMenu;
