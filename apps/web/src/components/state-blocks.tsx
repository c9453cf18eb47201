import { Button, ErrorBlock } from 'antd-mobile';
import { useTranslation } from '../lib/i18n';

// ErrorBlock carries four SVG illustrations (about 10 KB gzipped): this file is loaded only when a
// page shows an error or empty state (page-states.tsx, decision 0015).

/** Error state with a retry button. */
export function ErrorState({ onRetry, description }: { onRetry?: () => void; description?: string }) {
  const { t } = useTranslation();
  return (
    <ErrorBlock status="disconnected" title={t('common.loadFailed')} description={description ?? ''}>
      {onRetry ? (
        <Button color="primary" fill="outline" size="small" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      ) : null}
    </ErrorBlock>
  );
}

/** Empty state of a list. */
export function EmptyState({ text }: { text?: string }) {
  const { t } = useTranslation();
  return <ErrorBlock status="empty" title={text ?? t('common.empty')} description="" />;
}
