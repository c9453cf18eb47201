import { formatFen, sumFen } from '@app/shared/money';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Badge, Button } from 'antd-mobile';
import { openConfirmDialog } from '../../../lib/open-confirm-dialog';
import {
  BillOutline,
  ClockCircleOutline,
  DownlandOutline,
  EyeInvisibleOutline,
  EyeOutline,
  GiftOutline,
  HistogramOutline,
  LoopOutline,
  MailOutline,
  PayCircleOutline,
  QuestionCircleOutline,
  ReceivePaymentOutline,
  SetOutline,
  StarOutline,
  UnorderedListOutline,
} from 'antd-mobile-icons';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useFreshUser } from '../../../hooks/use-fresh-user';
import { useLogout } from '../../../hooks/use-logout';
import { useSession } from '../../../hooks/use-session';
import { useNotices } from '../../../lib/api/get-notices';
import { useBalance } from '../../../lib/api/get-balance';
import { platformBalancesQueryOptions } from '../../../lib/api/get-platform-balances';
import { useTransferAll } from '../../../lib/api/transfer-all';
import { useRefreshWallet } from '../../../hooks/use-refresh-wallet';
import { moneyTextToFen } from '../../../lib/money-text';
import { AvatarUploader } from './avatar-uploader';
import { VipProgressBar } from './vip-progress-bar';
import './user-center.css';
import { showToast } from '../../../lib/show-toast';

type ShortcutKey =
  | 'deposit'
  | 'withdraw'
  | 'transfer'
  | 'transactions'
  | 'bets'
  | 'rebates'
  | 'vip'
  | 'welfare'
  | 'accountCenter'
  | 'myNews'
  | 'faq'
  | 'app';

interface Shortcut {
  key: ShortcutKey;
  to: string;
  icon: ReactNode;
}

function assetsTab(type: 0 | 4 | 5): string {
  return `${paths.assets}?${new URLSearchParams({ type: String(type) }).toString()}`;
}

/** Deposit, withdraw and /assets sit under the total; the rest in the grid (spec-1 §2). */
const moneyShortcuts: readonly Shortcut[] = [
  { key: 'deposit', to: paths.deposit, icon: <PayCircleOutline /> },
  { key: 'withdraw', to: paths.withdraw, icon: <ReceivePaymentOutline /> },
  { key: 'transfer', to: paths.assets, icon: <LoopOutline /> },
];

const gridShortcuts: readonly Shortcut[] = [
  { key: 'transactions', to: assetsTab(0), icon: <BillOutline /> },
  { key: 'bets', to: assetsTab(4), icon: <UnorderedListOutline /> },
  { key: 'rebates', to: assetsTab(5), icon: <HistogramOutline /> },
  { key: 'vip', to: paths.vip, icon: <StarOutline /> },
  { key: 'welfare', to: paths.welfare, icon: <GiftOutline /> },
  { key: 'accountCenter', to: paths.accountCenter, icon: <SetOutline /> },
  { key: 'myNews', to: paths.myNews, icon: <MailOutline /> },
  { key: 'faq', to: paths.faq, icon: <QuestionCircleOutline /> },
  { key: 'app', to: paths.app, icon: <DownlandOutline /> },
];

/**
 * /userCenter (spec-1 §2, §4; guarded, needs the stored username): avatar upload, username, VIP
 * badge and bar, total assets with the eye toggle and 一键回收, shortcuts, last login, and the
 * logout button with its 继续游戏 / 退出登录 dialog.
 */
export function UserCenterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useSession();
  useFreshUser();
  const balance = useBalance();
  // Read once here (the assets page polls them): the total counts the money in the game platforms.
  const platforms = useQuery({ ...platformBalancesQueryOptions(), refetchInterval: false });
  const notices = useNotices(session.isLoggedIn);
  const transferAll = useTransferAll();
  const refreshWallet = useRefreshWallet();
  const { logOut, isLoggingOut } = useLogout();
  const [isAmountHidden, setIsAmountHidden] = useState(false);

  const user = session.user;
  if (!user) return null;

  const mainFen = moneyTextToFen(balance.data ?? user.balance) ?? 0n;
  const platformFen = platforms.data ? sumFen(platforms.data.map((item) => moneyTextToFen(item.balance) ?? 0n)) : 0n;
  const totalText = formatFen(mainFen + platformFen);
  const unread = notices.data?.unread.total ?? 0;

  const recover = () => {
    if (transferAll.isPending) return;
    transferAll.mutate(undefined, {
      onSuccess: (message) => {
        showToast({ icon: 'success', content: message });
        refreshWallet();
        void queryClient.invalidateQueries({ queryKey: ['assets-records'] });
      },
    });
  };

  const confirmLogout = async () => {
    const confirmed = await openConfirmDialog({
      title: t('auth.logoutConfirmTitle'),
      content: t('auth.logoutConfirmContent'),
      cancelText: t('auth.keepPlaying'),
      confirmText: t('auth.logout'),
    });
    if (confirmed) await logOut();
  };

  return (
    <div className="user-center">
      <section className="uc-profile">
        <AvatarUploader avatar={user.avatar} />
        <div className="uc-profile__who">
          <strong className="uc-profile__name">{user.username}</strong>
          <VipProgressBar user={user} />
        </div>
      </section>

      <section className="uc-assets">
        <div className="uc-assets__top">
          <div className="uc-assets__figure">
            <span className="uc-assets__label">
              {t('userCenter.totalAssets')}
              <button
                type="button"
                className="uc-assets__eye"
                aria-label={isAmountHidden ? t('userCenter.showAssets') : t('userCenter.hideAssets')}
                aria-pressed={isAmountHidden}
                onClick={() => setIsAmountHidden((hidden) => !hidden)}
              >
                {isAmountHidden ? <EyeInvisibleOutline /> : <EyeOutline />}
              </button>
            </span>
            <strong className="uc-assets__total" aria-live="polite">
              {isAmountHidden ? t('userCenter.hiddenAmount') : totalText}
            </strong>
          </div>
          <Button
            className="uc-assets__recover"
            size="small"
            shape="rounded"
            color="primary"
            fill="outline"
            loading={transferAll.isPending}
            disabled={transferAll.isPending}
            onClick={recover}
          >
            {t('userCenter.recover')}
          </Button>
        </div>
        <div className="uc-assets__actions">
          {moneyShortcuts.map((shortcut) => (
            <button
              key={shortcut.key}
              type="button"
              className="uc-assets__action"
              onClick={() => void navigate(shortcut.to)}
            >
              <span className="uc-assets__action-icon">{shortcut.icon}</span>
              {t(`userCenter.shortcuts.${shortcut.key}`)}
            </button>
          ))}
        </div>
      </section>

      <section className="uc-grid" aria-label={t('userCenter.moreTitle')}>
        {gridShortcuts.map((shortcut) => (
          <button key={shortcut.key} type="button" className="uc-grid__item" onClick={() => void navigate(shortcut.to)}>
            <span className="uc-grid__icon">
              {shortcut.key === 'myNews' && unread > 0 ? (
                <Badge content={unread > 99 ? '99+' : unread}>{shortcut.icon}</Badge>
              ) : (
                shortcut.icon
              )}
            </span>
            {t(`userCenter.shortcuts.${shortcut.key}`)}
          </button>
        ))}
      </section>

      <p className="uc-last-login">
        <ClockCircleOutline aria-hidden="true" />
        {t('userCenter.lastLogin')}：
        {user.last_login_time ? (
          <>
            <span>{user.last_login_time}</span>
            {user.last_login_ip ? <span>{t('userCenter.lastLoginIp', { ip: user.last_login_ip })}</span> : null}
          </>
        ) : (
          <span>{t('userCenter.lastLoginNone')}</span>
        )}
      </p>

      <div className="uc-logout">
        <Button
          block
          shape="rounded"
          color="danger"
          fill="outline"
          loading={isLoggingOut}
          disabled={isLoggingOut}
          onClick={() => void confirmLogout()}
        >
          {t('userCenter.logout')}
        </Button>
      </div>
    </div>
  );
}

export default UserCenterPage;
