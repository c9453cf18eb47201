import { Button, Result } from 'antd';
import { errorText, isApiError } from '../lib/api-client';
import { zh } from '../locales/zh-CN';

/** The error state of a screen: what went wrong (the server's words) and a retry. */
export function QueryError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  if (isApiError(error) && error.code === 403) {
    return <Result status="403" title={zh.common.forbiddenTitle} subTitle={zh.common.forbidden} />;
  }
  return (
    <Result
      status="error"
      title={zh.common.loadFailed}
      subTitle={errorText(error)}
      extra={
        onRetry ? (
          <Button type="primary" onClick={onRetry}>
            {zh.common.retry}
          </Button>
        ) : null
      }
    />
  );
}
