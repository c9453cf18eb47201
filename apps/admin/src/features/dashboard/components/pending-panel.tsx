import type { Dashboard } from '@app/shared/contracts';
import { Alert, Button, Card, Col, Flex, Row, Statistic } from 'antd';
import { Link } from 'react-router';
import type { PendingKey } from '../../../config/navigation';
import { paths, withQuery } from '../../../config/paths';
import { zh } from '../../../locales/zh-CN';
import { PENDING_LABELS } from '../hooks/use-pending-alerts';

/** Where each kind of pending work is done, already filtered. */
const WORK_LINKS: Record<string, string> = {
  withdrawals: withQuery(paths.withdrawals, { state: '1' }),
  offline_deposits: withQuery(paths.deposits, { awaiting_review: '1' }),
  transfers: withQuery(paths.transfers, { state: '2' }),
  transfers_stale: withQuery(paths.transfers, { state: '2' }),
  adjustments: withQuery(paths.adjustments, { state: '0' }),
};

const ORDER: PendingKey[] = ['withdrawals', 'offline_deposits', 'transfers', 'adjustments'];

/** Pending work with counts and the server's alerts, each with a link to the work. */
export function PendingPanel({ pending, alerts }: { pending: Dashboard['pending']; alerts: Dashboard['alerts'] }) {
  return (
    <Card size="small" title={zh.dashboard.pending}>
      <Row gutter={[12, 12]}>
        {ORDER.map((key) => (
          <Col key={key} xs={12} md={6}>
            <Link to={WORK_LINKS[key] ?? paths.dashboard} className="pending-tile">
              <Statistic
                title={PENDING_LABELS[key]}
                value={pending[key]}
                styles={{ content: { color: pending[key] > 0 ? '#c8102e' : undefined } }}
              />
            </Link>
          </Col>
        ))}
      </Row>
      <Flex vertical gap={8} style={{ marginTop: 12 }}>
        {alerts.length === 0 ? <Alert type="success" showIcon title={zh.dashboard.noAlerts} /> : null}
        {alerts.map((alert) => (
          <Alert
            key={alert.kind}
            type={alert.level}
            showIcon
            title={alert.message}
            action={
              WORK_LINKS[alert.kind] ? (
                <Link to={WORK_LINKS[alert.kind] ?? paths.dashboard}>
                  <Button size="small" type="primary" ghost>
                    {zh.dashboard.go}
                  </Button>
                </Link>
              ) : null
            }
          />
        ))}
      </Flex>
    </Card>
  );
}
