import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';

/** A page's title with its actions on the right (they wrap under it on a phone). */
export function PageHeader({ title, extra, sub }: { title: ReactNode; extra?: ReactNode; sub?: ReactNode }) {
  return (
    <Flex className="page-header" justify="space-between" align="center" wrap gap={8}>
      <div>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        {sub ? <Typography.Text type="secondary">{sub}</Typography.Text> : null}
      </div>
      {extra ? (
        <Flex gap={8} wrap>
          {extra}
        </Flex>
      ) : null}
    </Flex>
  );
}
