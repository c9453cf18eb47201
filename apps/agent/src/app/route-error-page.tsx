import { Button, Result } from 'antd';
import { zh } from '../locales/zh-CN';

/** A page that failed to load (a chunk after a deploy, a render error): reload. */
export function RouteErrorPage() {
  return (
    <div className="full-screen-center">
      <Result
        status="warning"
        title={zh.common.loadFailed}
        extra={
          <Button type="primary" onClick={() => window.location.reload()}>
            {zh.common.retry}
          </Button>
        }
      />
    </div>
  );
}
