import { Badge, Button, DotLoading } from 'antd-mobile';
import { MailOutline, PayCircleOutline, LoopOutline, ReceivePaymentOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { useNavigate } from 'react-router';
import avatarUrl from '../../../assets/avatar-placeholder.svg';
import { paths } from '../../../config/paths';
import { readStoredUnreadCount } from '../../../lib/read-stored';
import { useAppInfo } from '../../../lib/api/get-app-info';
import { useSession } from '../../../hooks/use-session';
import { useNotices } from '../../../lib/api/get-notices';
import { useBalance } from '../../../lib/api/get-balance';

interface PanelAction {
  key: 'deposit' | 'withdraw' | 'transfer' | 'messages';
  to: string;
  icon: ReactNode;
}

const actions: readonly PanelAction[] = [
  { key: 'deposit', to: paths.deposit, icon: <PayCircleOutline /> },
  { key: 'withdraw', to: paths.withdraw, icon: <ReceivePaymentOutline /> },
  { key: 'transfer', to: paths.assets, icon: <LoopOutline /> },
  { key: 'messages', to: paths.myNews, icon: <MailOutline /> },
];

/** Home user panel (spec-1 §2): avatar, username, polled balance, shortcuts; login/register when logged out. */
export function UserPanel() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const balance = useBalance();
  const { data: appInfo } = useAppInfo();
  // `noticeList` carries the unread counts (spec-1 §2 message badge); loaded only when logged in.
  const notices = useNotices(session.isLoggedIn);

  if (!session.isLoggedIn) {
    return (
      <section className="user-panel user-panel--guest">
        <div className="user-panel__identity">
          <img className="user-panel__avatar" src={avatarUrl} alt="" />
          <div className="user-panel__who">
            <strong className="user-panel__name">
              {t('home.welcome', { title: appInfo?.title || t('routes.home') })}
            </strong>
            <span className="user-panel__hint">{t('home.guestHint')}</span>
          </div>
        </div>
        <div className="user-panel__auth">
          <Button color="primary" shape="rounded" onClick={() => void navigate(paths.login)}>
            {t('home.login')}
          </Button>
          <Button color="primary" fill="outline" shape="rounded" onClick={() => void navigate(paths.register)}>
            {t('home.register')}
          </Button>
        </div>
      </section>
    );
  }

  const unread = notices.data?.unread.total ?? readStoredUnreadCount();
  let balanceText: ReactNode;
  if (balance.data !== undefined) balanceText = balance.data;
  else if (balance.isPending && balance.fetchStatus === 'fetching') balanceText = <DotLoading color="primary" />;
  else balanceText = session.user?.balance ?? t('home.balanceLoading');

  return (
    <section className="user-panel">
      <div className="user-panel__identity">
        <img className="user-panel__avatar" src={session.user?.avatar || avatarUrl} alt="" />
        <div className="user-panel__who">
          <strong className="user-panel__name">{session.user?.username ?? ''}</strong>
          <span className="user-panel__balance-label">{t('home.balance')}</span>
          <span className="user-panel__balance" aria-live="polite">
            <small>{t('common.currency')}</small>
            {balanceText}
          </span>
        </div>
      </div>
      <div className="user-panel__actions">
        {actions.map((action) => (
          <button
            key={action.key}
            type="button"
            className="user-panel__action"
            onClick={() => void navigate(action.to)}
          >
            <span className="user-panel__action-icon">
              {action.key === 'messages' && unread > 0 ? (
                <Badge content={unread > 99 ? '99+' : unread}>{action.icon}</Badge>
              ) : (
                action.icon
              )}
            </span>
            {t(`home.${action.key}`)}
          </button>
        ))}
      </div>
    </section>
  );
}
