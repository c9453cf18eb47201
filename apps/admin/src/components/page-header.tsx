import { Button, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';

/**
 * A page's title with its actions on the right (they wrap under it on a phone); `create` is the
 * primary 新增… button.
 */
export function PageHeader({
  title,
  extra,
  sub,
  create,
}: {
  title: ReactNode;
  extra?: ReactNode;
  sub?: ReactNode;
  create?: { text: string; onClick: () => void };
}) {
  return (
    <Flex className="page-header" justify="space-between" align="center" wrap gap={8}>
      <div>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        {sub ? <Typography.Text type="secondary">{sub}</Typography.Text> : null}
      </div>
      {extra || create ? (
        <Flex gap={8} wrap>
          {create ? (
            <Button type="primary" onClick={create.onClick}>
              {create.text}
            </Button>
          ) : null}
          {extra}
        </Flex>
      ) : null}
    </Flex>
  );
}
