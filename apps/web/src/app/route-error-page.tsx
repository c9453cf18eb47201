import { Button } from 'antd-mobile';
import { ExclamationCircleOutline } from 'antd-mobile-icons';
import { useTranslation } from '../lib/i18n';

/**
 * Shown when a page fails to render or its chunk fails to load (e.g. after a new deployment):
 * reloading fetches the current files. Plain markup, so it works when chunks do not load.
 */
export function RouteErrorPage() {
  const { t } = useTranslation();
  return (
    <div className="route-error" role="alert">
      <ExclamationCircleOutline className="route-error__icon" aria-hidden="true" />
      <p className="route-error__text">{t('common.loadFailed')}</p>
      <Button color="primary" shape="rounded" onClick={() => window.location.reload()}>
        {t('common.retry')}
      </Button>
    </div>
  );
}
