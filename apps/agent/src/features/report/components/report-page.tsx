import type { PortalReportGroup, PortalReportRow } from '@app/shared/contracts';
import { Card, Segmented, Table } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { DateRangeFields, lastDays } from '../../../components/date-range';
import { MoneyText } from '../../../components/money-text';
import { EmptyState, ErrorState, LoadingState } from '../../../components/page-states';
import { zh } from '../../../locales/zh-CN';
import { useReport } from '../api/get-report';

// recharts loads with this page only.
const ReportChart = lazy(() => import('./report-chart'));

const money = (value: string) => <MoneyText value={value} />;

/** /report: team deposits, withdrawals, valid bets and net result per day, week or month, with a chart. */
export default function ReportPage() {
  const [range, setRange] = useState(() => lastDays(30));
  const [group, setGroup] = useState<PortalReportGroup>('day');
  const report = useReport({ ...range, group });

  const columns = [
    { title: zh.report.period, dataIndex: 'period', key: 'period', fixed: 'left' as const, width: 96 },
    { title: zh.figures.deposit, dataIndex: 'deposit', key: 'deposit', align: 'right' as const, render: money },
    {
      title: zh.figures.withdrawal,
      dataIndex: 'withdrawal',
      key: 'withdrawal',
      align: 'right' as const,
      render: money,
    },
    { title: zh.figures.validBet, dataIndex: 'valid_bet', key: 'valid_bet', align: 'right' as const, render: money },
    { title: zh.figures.netResult, dataIndex: 'net_result', key: 'net_result', align: 'right' as const, render: money },
  ];

  return (
    <div className="page">
      <Card size="small" className="section">
        <DateRangeFields value={range} onChange={setRange} />
        <Segmented
          block
          className="group-switch"
          value={group}
          onChange={(value) => setGroup(value)}
          options={(['day', 'week', 'month'] as const).map((value) => ({ value, label: zh.report.group[value] }))}
        />
      </Card>
      {report.isPending ? (
        <LoadingState />
      ) : report.isError ? (
        <ErrorState error={report.error} onRetry={() => void report.refetch()} />
      ) : (
        <>
          <Card size="small" title={zh.report.chart} className="section">
            <Suspense fallback={<LoadingState />}>
              <ReportChart rows={report.data.rows} />
            </Suspense>
          </Card>
          <Card size="small" className="section">
            {report.data.rows.length === 0 ? (
              <EmptyState />
            ) : (
              <Table<PortalReportRow>
                size="small"
                rowKey="period"
                columns={columns}
                dataSource={[...report.data.rows].reverse()}
                pagination={{ pageSize: 31, hideOnSinglePage: true }}
                scroll={{ x: 560 }}
                summary={() => (
                  <Table.Summary fixed>
                    <Table.Summary.Row>
                      <Table.Summary.Cell index={0}>{zh.report.total}</Table.Summary.Cell>
                      <Table.Summary.Cell index={1} align="right">
                        {money(report.data.total.deposit)}
                      </Table.Summary.Cell>
                      <Table.Summary.Cell index={2} align="right">
                        {money(report.data.total.withdrawal)}
                      </Table.Summary.Cell>
                      <Table.Summary.Cell index={3} align="right">
                        {money(report.data.total.valid_bet)}
                      </Table.Summary.Cell>
                      <Table.Summary.Cell index={4} align="right">
                        {money(report.data.total.net_result)}
                      </Table.Summary.Cell>
                    </Table.Summary.Row>
                  </Table.Summary>
                )}
              />
            )}
          </Card>
        </>
      )}
    </div>
  );
}
