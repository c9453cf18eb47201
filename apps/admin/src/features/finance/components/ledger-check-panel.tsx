import { Alert, Button, Card, Flex, Tag, Typography } from 'antd';
import { zh } from '../../../locales/zh-CN';
import { useRunLedgerCheck } from '../api/run-ledger-check';

const f = zh.finance;

/** Runs the ledger check on demand and shows each invariant as OK or FAIL with its violations. */
export function LedgerCheckPanel() {
  const check = useRunLedgerCheck();
  const report = check.data?.data;
  return (
    <Card
      size="small"
      title={f.ledgerCheck}
      extra={
        <Button type="primary" loading={check.isPending} disabled={check.isPending} onClick={() => check.mutate()}>
          {f.runCheck}
        </Button>
      }
    >
      {report ? (
        <Flex vertical gap={12}>
          <Alert
            type={report.ok ? 'success' : 'error'}
            showIcon
            title={check.data?.message ?? (report.ok ? f.checkPassed : f.checkFailed)}
            description={`${f.checkedAt(report.checked_at)} · ${f.checkTotals(report.totals.accounts, report.totals.transactions, report.totals.entries)}`}
          />
          <ul className="invariant-list">
            {report.invariants.map((invariant) => (
              <li key={invariant.name}>
                <Flex gap={8} align="baseline" wrap>
                  <Tag color={invariant.ok ? 'green' : 'red'}>{invariant.ok ? f.invariantOk : f.invariantFail}</Tag>
                  <span>{f.invariantNames[invariant.name] ?? invariant.name}</span>
                  <Typography.Text type="secondary">{invariant.name}</Typography.Text>
                  {invariant.ok ? null : (
                    <Typography.Text type="danger">{f.violations(invariant.violation_count)}</Typography.Text>
                  )}
                </Flex>
                {invariant.violations.length > 0 ? (
                  <ul className="violation-list">
                    {invariant.violations.map((violation) => (
                      <li key={violation}>
                        <Typography.Text code>{violation}</Typography.Text>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        </Flex>
      ) : (
        <Typography.Text type="secondary">{f.checkHint}</Typography.Text>
      )}
    </Card>
  );
}
