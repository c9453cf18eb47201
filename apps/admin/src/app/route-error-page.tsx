import { Button, Result } from 'antd';
import { useRouteError } from 'react-router';
import { zh } from '../locales/zh-CN';

/** A page that crashed or whose chunk failed to load (a new build was deployed): reload. */
export function RouteErrorPage() {
  const error = useRouteError();
  console.error(error);
  return (
    <Result
      status="error"
      title={zh.common.loadFailed}
      subTitle={error instanceof Error ? error.message : undefined}
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          {zh.common.retry}
        </Button>
      }
    />
  );
}
