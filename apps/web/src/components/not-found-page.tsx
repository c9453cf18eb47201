import { Button, ErrorBlock } from 'antd-mobile';
import { useTranslation } from '../lib/i18n';
import { useNavigate } from 'react-router';
import { paths } from '../config/paths';
import './coming-soon-page.css';

export function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="coming-soon">
      <ErrorBlock status="empty" title={t('notFound.title')} description={t('notFound.description')}>
        <Button color="primary" shape="rounded" onClick={() => void navigate(paths.home)}>
          {t('common.backHome')}
        </Button>
      </ErrorBlock>
    </div>
  );
}

export default NotFoundPage;
