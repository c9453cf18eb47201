import type { AdminLedgerCheckRun } from '@app/shared/contracts';
import { Alert, Button, Descriptions, Flex, Progress, Card, Tag, Typography } from 'antd';
import { zh } from '../../../locales/zh-CN';
import { errorText } from '../../../lib/api-client';
import { useLatestLedgerCheck, useStartLedgerCheck } from '../api/run-ledger-check';

const f = zh.finance;

const STATE_COLORS: Record<AdminLedgerCheckRun['state'], string> = {
  running: 'processing',
  passed: 'success',
  failed: 'error',
  error: 'warning',
};

function percentOf(run: AdminLedgerCheckRun): number {
  if (run.state !== 'running') return 100;
  if (run.rows_total <= 0) return 0;
  return Math.min(99, Math.floor((run.rows_checked * 100) / run.rows_total));
}

/** The report of a finished run: each invariant as OK or FAIL with its violations. */
function LedgerCheckReport({ run }: { run: AdminLedgerCheckRun }) {
  const report = run.report;
  if (!report) return null;
  return (
    <Flex vertical gap={12}>
      <Alert
        type={report.ok ? 'success' : 'error'}
        showIcon
        title={report.ok ? f.checkPassed : f.checkFailed}
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
  );
}

/**
 * Starts the ledger check, which runs in the background on the server (decision 0020), and follows
 * the latest run: its progress while it runs, then its result. Leaving the page does not stop it.
 */
export function LedgerCheckPanel() {
  const latest = useLatestLedgerCheck();
  const start = useStartLedgerCheck();
  const run = latest.data;
  const isRunning = run?.state === 'running';
  return (
    <Card
      size="small"
      title={f.ledgerCheck}
      extra={
        <Button
          type="primary"
          loading={start.isPending || isRunning}
          disabled={start.isPending || isRunning}
          onClick={() => start.mutate()}
        >
          {isRunning ? f.checkRunning : f.runCheck}
        </Button>
      }
    >
      {latest.isError ? (
        <Alert type="error" showIcon title={errorText(latest.error)} />
      ) : latest.isPending ? (
        <Typography.Text type="secondary">{f.checkLoading}</Typography.Text>
      ) : run ? (
        <Flex vertical gap={12}>
          <Flex gap={8} align="center" wrap>
            <Tag color={STATE_COLORS[run.state]}>{f.checkStates[run.state]}</Tag>
            <Progress
              aria-label={f.checkProgress}
              percent={percentOf(run)}
              status={run.state === 'running' ? 'active' : run.state === 'passed' ? 'success' : 'exception'}
              style={{ flex: '1 1 200px', margin: 0 }}
            />
          </Flex>
          <Descriptions size="small" column={{ xs: 1, sm: 2 }}>
            <Descriptions.Item label={f.checkRows}>
              {f.checkRowsValue(run.rows_checked, run.rows_total)}
              {isRunning ? ` · ${f.checkPhases[run.phase] ?? run.phase}` : null}
            </Descriptions.Item>
            <Descriptions.Item label={f.checkStartedBy}>{run.started_by}</Descriptions.Item>
            <Descriptions.Item label={f.checkStartedAt}>{run.started_at}</Descriptions.Item>
            <Descriptions.Item label={f.checkFinishedAt}>{run.finished_at || '—'}</Descriptions.Item>
          </Descriptions>
          {run.state === 'error' ? <Alert type="warning" showIcon title={run.error} /> : null}
          <LedgerCheckReport run={run} />
        </Flex>
      ) : (
        <Typography.Text type="secondary">{f.checkHint}</Typography.Text>
      )}
    </Card>
  );
}
