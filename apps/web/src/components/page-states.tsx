import { Button, ErrorBlock } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

// The loading state lives in its own file: the shell uses it and ErrorBlock's illustrations
// would otherwise land in the initial JavaScript.
export { LoadingState } from './loading-state';

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
