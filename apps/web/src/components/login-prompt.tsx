import { Button, ErrorBlock } from 'antd-mobile';
import { useTranslation } from '../lib/i18n';
import { useLocation, useNavigate } from 'react-router';
import { loginPath } from '../config/paths';

/**
 * Shown by the routes the spec leaves unguarded (/accountCenter, /resetPasswordNew, /modifyPhone,
 * the message tabs) to a visitor: what they show belongs to a member, so the visitor is offered
 * the login (and comes back here after it).
 */
export function LoginPrompt() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <ErrorBlock status="empty" title={t('account.loginRequired')} description="">
      <Button
        color="primary"
        shape="rounded"
        onClick={() => void navigate(loginPath(`${location.pathname}${location.search}`))}
      >
        {t('account.goLogin')}
      </Button>
    </ErrorBlock>
  );
}
