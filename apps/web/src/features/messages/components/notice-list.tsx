import { Badge } from 'antd-mobile';
import { RightOutline } from 'antd-mobile-icons';
import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/page-states';
import { paths } from '../../../config/paths';
import type { Notice } from '../../../lib/api/get-notices';
import { messageInfoPath } from '../utils/message-tabs';

/** The messages of one tab; each opens /myNewsInfo?id={id}; unread ones carry a dot. */
export function NoticeList({ notices }: { notices: readonly Notice[] }) {
  const { t } = useTranslation();
  if (notices.length === 0) return <EmptyState text={t('messages.empty')} />;
  return (
    <ul className="notice-list">
      {notices.map((notice) => (
        <li key={notice.id}>
          <Link className="notice-item" to={messageInfoPath(paths.myNewsInfo, notice.id)}>
            <span className="notice-item__body">
              <span className="notice-item__title">
                {notice.is_read === 0 ? (
                  <Badge content={Badge.dot} className="notice-item__dot" aria-label={t('messages.unread')} />
                ) : null}
                {notice.title}
              </span>
              <span className="notice-item__time">{notice.created_at}</span>
            </span>
            <RightOutline className="notice-item__arrow" aria-hidden="true" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
