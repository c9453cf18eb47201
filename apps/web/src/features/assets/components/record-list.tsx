import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { DotLoading, InfiniteScroll } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { EmptyState, ErrorState, LoadingState } from '../../../components/page-states';
import { serverMessageOf } from '../../../lib/server-message';
import type { RecordPage } from '../api/read-page';

interface RecordListProps<T> {
  query: UseInfiniteQueryResult<InfiniteData<RecordPage<T>>>;
  renderRow: (row: T, index: number) => ReactNode;
}

/**
 * One record list, paged by infinite scroll (spec-2 §2): 暂无记录 when empty, 没有更多记录了 at the
 * end, a retry when a page fails.
 */
export function RecordList<T>({ query, renderRow }: RecordListProps<T>) {
  const { t } = useTranslation();
  if (query.isPending) return <LoadingState />;
  if (!query.data)
    return <ErrorState description={serverMessageOf(query.error)} onRetry={() => void query.refetch()} />;
  const rows = query.data.pages.flatMap((page) => page.data);
  if (rows.length === 0) return <EmptyState text={t('assets.empty')} />;

  async function loadMore() {
    const result = await query.fetchNextPage();
    if (result.isError) throw result.error;
  }

  return (
    <>
      <ul className="record-list">{rows.map(renderRow)}</ul>
      <InfiniteScroll className="record-list__end" hasMore={query.hasNextPage} loadMore={loadMore}>
        {(hasMore, failed, retry) => {
          if (failed) {
            return (
              <span>
                {t('assets.loadMoreFailed')}
                <button type="button" className="record-list__retry" onClick={retry}>
                  {t('assets.loadMoreRetry')}
                </button>
              </span>
            );
          }
          if (hasMore) return <DotLoading color="primary" />;
          return <span>{t('assets.noMore')}</span>;
        }}
      </InfiniteScroll>
    </>
  );
}
