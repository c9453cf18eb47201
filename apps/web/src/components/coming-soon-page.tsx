import { Button, ErrorBlock } from 'antd-mobile';
import { useTranslation } from '../lib/i18n';
import { useNavigate } from 'react-router';
import { paths, type RouteKey } from '../config/paths';
import './coming-soon-page.css';

/** The honest placeholder of a route a later issue builds: its title, a line, a way home. */
export function ComingSoonPage({ routeKey }: { routeKey: RouteKey }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const name = t(`routes.${routeKey}`);
  return (
    <div className="coming-soon">
      <ErrorBlock status="default" title={t('comingSoon.title')} description={t('comingSoon.description', { name })}>
        <Button color="primary" shape="rounded" onClick={() => void navigate(paths.home)}>
          {t('common.backHome')}
        </Button>
      </ErrorBlock>
    </div>
  );
}

export default ComingSoonPage;
