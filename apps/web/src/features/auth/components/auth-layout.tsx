import { Button } from 'antd-mobile';
import { LeftOutline } from 'antd-mobile-icons';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import bannerUrl from '../../../assets/login-banner.svg';
import { paths } from '../../../config/paths';
import { TabStrip, tabIdOf } from '../../../components/tab-strip';
import { useAppInfo } from '../../../lib/api/get-app-info';

/**
 * Frame of /login and /register: they hide the header and side menu (spec-1 §2), so the page
 * brings its own way home above the banner.
 */
export function AuthLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { data: appInfo } = useAppInfo();
  return (
    <div className="auth-page">
      <div className="auth-banner">
        <img className="auth-banner__image" src={bannerUrl} alt={t('login.bannerAlt')} />
        <Link to={paths.home} className="auth-banner__home">
          <LeftOutline aria-hidden="true" />
          {t('login.backHome')}
        </Link>
        {appInfo?.title ? (
          <div className="auth-banner__brand">
            {appInfo.site_logo ? <img src={appInfo.site_logo} alt="" className="auth-banner__logo" /> : null}
            <span>{appInfo.title}</span>
          </div>
        ) : null}
      </div>
      <div className="auth-card">{children}</div>
    </div>
  );
}

/** Login and register each have an account tab and a phone tab (spec-1 §2). */
export type AuthTab = 'account' | 'phone';

interface AuthTabsLayoutProps {
  accountTitle: string;
  phoneTitle: string;
  /** The form of the chosen tab. */
  children: (tab: AuthTab) => ReactNode;
}

/** `AuthLayout` with the account / phone tabs; the account tab is open first. */
export function AuthTabsLayout({ accountTitle, phoneTitle, children }: AuthTabsLayoutProps) {
  const [tab, setTab] = useState<AuthTab>('account');
  const id = useId();
  const panelId = `${id}-panel`;
  return (
    <AuthLayout>
      <TabStrip
        id={id}
        panelId={panelId}
        className="auth-tabs"
        tabs={[
          { key: 'account', title: accountTitle },
          { key: 'phone', title: phoneTitle },
        ]}
        activeKey={tab}
        onChange={setTab}
      />
      <div role="tabpanel" id={panelId} aria-labelledby={tabIdOf(id, tab)}>
        {children(tab)}
      </div>
    </AuthLayout>
  );
}

/** The wide submit button of the login and register forms; busy while the request runs. */
export function AuthSubmitButton({ isBusy, children }: { isBusy: boolean; children: ReactNode }) {
  return (
    <Button
      block
      type="submit"
      color="primary"
      size="large"
      shape="rounded"
      loading={isBusy}
      disabled={isBusy}
      className="auth-form__submit"
    >
      {children}
    </Button>
  );
}

/** The link to the other page under the submit button ('还没有账号？' + link on /login). */
export function AuthSwitchLink({ prompt, linkText, to }: { prompt: string; linkText: string; to: string }) {
  return (
    <p className="auth-form__switch">
      {prompt}
      <Link to={to} className="auth-link auth-link--strong">
        {linkText}
      </Link>
    </p>
  );
}
