import { Button, Tag } from 'antd-mobile';
import { useTranslation } from '../../../lib/i18n';
import { useNavigate } from 'react-router';
import { EmptyState, ErrorState, LoadingState } from '../../../components/page-states';
import { paths } from '../../../config/paths';
import { useServiceEntries, type ServiceEntry } from '../api/get-service-entries';
import { copyWithToast } from '../../../lib/copy-text';
import './service.css';

function isWebAddress(url: string): boolean {
  return /^https?:\/\//i.test(url);
}

/**
 * The customer-service entries (spec-1 §2 /myNews tab 客服, -1): image, title, text, the account
 * with a copy button ('复制成功'), a way in (our own service page opens /kefu; an outside address
 * a new tab) and a download link.
 */
export function ServiceEntryList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const entries = useServiceEntries();

  if (entries.isPending) return <LoadingState />;
  if (entries.isError) return <ErrorState onRetry={() => void entries.refetch()} />;
  if (entries.data.length === 0) return <EmptyState text={t('service.empty')} />;

  const open = (entry: ServiceEntry) => {
    if (isWebAddress(entry.url)) window.open(entry.url, '_blank', 'noopener,noreferrer');
    else void navigate(paths.kefu);
  };

  return (
    <ul className="service-list">
      {entries.data.map((entry) => (
        <li key={entry.id} className="service-entry">
          {entry.img ? <img className="service-entry__img" src={entry.img} alt="" loading="lazy" /> : null}
          <div className="service-entry__body">
            <div className="service-entry__head">
              <strong className="service-entry__title">{entry.title}</strong>
              {entry.is_top === 1 ? (
                <Tag color="danger" fill="outline" round>
                  {t('service.pinned')}
                </Tag>
              ) : null}
            </div>
            {entry.content ? <p className="service-entry__text">{entry.content}</p> : null}
            {entry.account ? (
              <div className="service-entry__account">
                <span className="service-entry__account-text">{entry.account}</span>
                <Button size="mini" color="primary" fill="outline" onClick={() => void copyWithToast(entry.account)}>
                  {t('service.copy')}
                </Button>
              </div>
            ) : null}
            {entry.download_url ? (
              <a
                className="service-entry__download"
                href={entry.download_url}
                target="_blank"
                rel="noopener noreferrer"
              >
                {entry.download_describe || entry.download_url}
              </a>
            ) : null}
          </div>
          {entry.url ? (
            <Button
              className="service-entry__open"
              size="small"
              color="primary"
              shape="rounded"
              onClick={() => open(entry)}
            >
              {t('service.open')}
            </Button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
