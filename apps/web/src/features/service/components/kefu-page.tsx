import { useTranslation } from '../../../lib/i18n';
import { ErrorState, LoadingState } from '../../../components/page-states';
import { useServiceUrl } from '../../../lib/api/get-service-url';
import './service.css';

/**
 * /kefu (spec-2 §2): the customer-service address from `POST /api/getservicerurl` in a frame that
 * fills the page under the header. Our own service page (/service/chat) allows only this site to
 * frame it.
 */
export function KefuPage() {
  const { t } = useTranslation();
  const serviceUrl = useServiceUrl();

  if (serviceUrl.isPending) return <LoadingState />;
  if (serviceUrl.isError) return <ErrorState onRetry={() => void serviceUrl.refetch()} />;

  return (
    <div className="kefu-page">
      <iframe className="kefu-page__frame" src={serviceUrl.data} title={t('service.frameTitle')} />
    </div>
  );
}

export default KefuPage;
