import { List } from 'antd-mobile';
import {
  BankcardOutline,
  FileOutline,
  GiftOutline,
  HeartOutline,
  KeyOutline,
  LockOutline,
  MailOutline,
  PhonebookOutline,
  TeamOutline,
  UserContactOutline,
  UserOutline,
} from 'antd-mobile-icons';
import { useTranslation } from '../../../lib/i18n';
import { useNavigate } from 'react-router';
import { LoadingState } from '../../../components/page-states';
import { paths } from '../../../config/paths';
import { useSession } from '../../../hooks/use-session';
import { useFreshUser } from '../../../hooks/use-fresh-user';
import { LoginPrompt } from '../../../components/login-prompt';
import './account-center.css';

/** /gamePage with dailiD=1 opens the agent login address (spec-2 §2). */
const AGENT_LOGIN_PATH = `${paths.gamePage}?${new URLSearchParams({ dailiD: '1' }).toString()}`;

/**
 * /accountCenter (spec-1 §2, §6): real name; login password; mobile (已绑定 / 未绑定); e-mail
 * (修改 / 未绑定); bank cards; fund password; activities; application records; apply as agent
 * (isagent 0) or agent login (isagent 1). The route is unguarded: a visitor is offered the login.
 */
export function AccountCenterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const { isRefreshing } = useFreshUser();
  const user = session.user;

  if (!session.isLoggedIn) return <LoginPrompt />;
  if (!user) return isRefreshing ? <LoadingState /> : <LoginPrompt />;

  const go = (to: string) => () => void navigate(to);
  const isAgent = user.isagent === 1;

  return (
    <div className="account-center">
      <List header={t('account.groupProfile')} className="account-center__list">
        <List.Item prefix={<UserOutline />} extra={user.realname || t('account.notSet')}>
          {t('account.realName')}
        </List.Item>
        <List.Item
          prefix={<PhonebookOutline />}
          extra={
            user.mobile ? (
              <span className="account-center__state account-center__state--on">
                {user.mobile} {t('account.bound')}
              </span>
            ) : (
              <span className="account-center__state">{t('account.unbound')}</span>
            )
          }
          onClick={go(paths.modifyPhone)}
        >
          {t('account.mobile')}
        </List.Item>
        <List.Item
          prefix={<MailOutline />}
          extra={
            user.email ? (
              <span className="account-center__state account-center__state--on">{t('account.modify')}</span>
            ) : (
              <span className="account-center__state">{t('account.unbound')}</span>
            )
          }
          description={user.email || undefined}
          onClick={go(paths.modifyEmail)}
        >
          {t('account.email')}
        </List.Item>
      </List>
      <List header={t('account.groupSecurity')} className="account-center__list">
        <List.Item prefix={<LockOutline />} extra={t('account.modify')} onClick={go(paths.resetPasswordNew)}>
          {t('account.loginPassword')}
        </List.Item>
        <List.Item prefix={<KeyOutline />} extra={t('account.modify')} onClick={go(paths.modifyPayPassword)}>
          {t('account.payPassword')}
        </List.Item>
        <List.Item prefix={<BankcardOutline />} onClick={go(paths.bankCard)}>
          {t('account.bankCards')}
        </List.Item>
        <List.Item prefix={<HeartOutline />} onClick={go(paths.responsiblePlay)}>
          {t('account.responsiblePlay')}
        </List.Item>
      </List>
      <List header={t('account.groupMore')} className="account-center__list">
        <List.Item prefix={<GiftOutline />} onClick={go(paths.activeList)}>
          {t('account.activities')}
        </List.Item>
        <List.Item prefix={<FileOutline />} onClick={go(paths.applyAgentList)}>
          {t('account.applyRecords')}
        </List.Item>
        {isAgent ? (
          <List.Item prefix={<TeamOutline />} onClick={go(AGENT_LOGIN_PATH)}>
            {t('account.agentLogin')}
          </List.Item>
        ) : (
          <List.Item prefix={<UserContactOutline />} onClick={go(paths.applyAgent)}>
            {t('account.applyAgent')}
          </List.Item>
        )}
      </List>
    </div>
  );
}

export default AccountCenterPage;
