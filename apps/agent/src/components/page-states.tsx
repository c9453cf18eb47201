import { Button, Empty, Result, Spin } from 'antd';
import { errorText } from '../lib/api-client';
import { zh } from '../locales/zh-CN';

/** Loading, empty and error states every page uses. */
export function LoadingState() {
  return (
    <div className="page-state" role="status" aria-live="polite">
      <Spin />
      <span>{zh.common.loading}</span>
    </div>
  );
}

export function EmptyState({ description = zh.common.empty }: { description?: string }) {
  return (
    <div className="page-state">
      <Empty description={description} />
    </div>
  );
}

export function ErrorState({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  return (
    <Result
      status="warning"
      title={zh.common.loadFailed}
      subTitle={errorText(error)}
      extra={
        onRetry ? (
          <Button type="primary" onClick={onRetry}>
            {zh.common.retry}
          </Button>
        ) : undefined
      }
    />
  );
}
