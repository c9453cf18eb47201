import { Button, Result } from 'antd';
import { Link } from 'react-router';
import { paths } from '../config/paths';
import { zh } from '../locales/zh-CN';

export function NotFoundPage() {
  return (
    <Result
      status="404"
      title={zh.common.notFoundTitle}
      subTitle={zh.common.notFoundText}
      extra={
        <Link to={paths.dashboard}>
          <Button type="primary">{zh.common.backHome}</Button>
        </Link>
      }
    />
  );
}
