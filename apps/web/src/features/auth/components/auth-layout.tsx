import { LeftOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import bannerUrl from '../../../assets/login-banner.svg';
import { paths } from '../../../config/paths';
import { useAppInfo } from '../../app-info/api/get-app-info';

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
