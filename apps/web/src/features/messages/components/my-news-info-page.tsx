import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { useSearchParams } from 'react-router';
import { EmptyState, ErrorState, LoadingState } from '../../../components/page-states';
import { isApiError } from '../../../lib/api-client';
import { useSession } from '../../../hooks/use-session';
import { RichHtml } from '../../../components/rich-html';
import { useNotice } from '../api/get-notice';
import { noticesQueryKey } from '../../../lib/api/get-notices';
import './messages.css';

function readId(value: string | null): number | null {
  if (!value || !/^\d{1,15}$/.test(value)) return null;
  return Number(value);
}

/**
 * /myNewsInfo?id={id} (spec-1 §2): title, created_at and the HTML content (sanitised by the
 * server). Opening it marks the message read: the list and its tab's red dot are read again.
 */
export function MyNewsInfoPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const queryClient = useQueryClient();
  const session = useSession();
  const id = readId(searchParams.get('id'));
  const notice = useNotice(id);
  const isLoaded = notice.isSuccess;

  useEffect(() => {
    if (isLoaded && session.isLoggedIn)
      void queryClient.invalidateQueries({ queryKey: noticesQueryKey, refetchType: 'all' });
  }, [isLoaded, queryClient, session.isLoggedIn]);

  if (id === null) return <EmptyState text={t('messages.notFound')} />;
  if (notice.isPending) return <LoadingState />;
  if (notice.isError) {
    return isApiError(notice.error) && notice.error.kind === 'server' ? (
      <EmptyState text={notice.error.message || t('messages.notFound')} />
    ) : (
      <ErrorState onRetry={() => void notice.refetch()} />
    );
  }

  return (
    <article className="news-info">
      <h1 className="news-info__title">{notice.data.title}</h1>
      <time className="news-info__time">{notice.data.created_at}</time>
      <RichHtml className="news-info__content" html={notice.data.content} />
    </article>
  );
}

export default MyNewsInfoPage;
