import { Flex, Segmented, Skeleton } from 'antd';
import { useState } from 'react';
import { PageHeader } from '../../../components/page-header';
import { QueryError } from '../../../components/query-error';
import { zh } from '../../../locales/zh-CN';
import { useDashboard } from '../api/get-dashboard';
import { FiguresGrid } from './figures-grid';
import { PendingPanel } from './pending-panel';
import { SeriesCharts } from './series-charts';

type Period = 'today' | 'month';

/** Today's and this month's results, pending work with alerts and 14 days of charts (polled every 15 s). */
export default function DashboardPage() {
  const dashboard = useDashboard();
  const [period, setPeriod] = useState<Period>('today');

  if (dashboard.isPending) return <Skeleton active paragraph={{ rows: 12 }} />;
  if (dashboard.isError) return <QueryError error={dashboard.error} onRetry={() => void dashboard.refetch()} />;
  const data = dashboard.data;

  return (
    <Flex vertical gap={16}>
      <PageHeader
        title={zh.dashboard.title}
        sub={`${zh.dashboard.generatedAt(data.generated_at)} · ${zh.dashboard.pollHint}`}
        extra={
          <Segmented<Period>
            value={period}
            onChange={setPeriod}
            options={[
              { value: 'today', label: zh.dashboard.today },
              { value: 'month', label: zh.dashboard.month },
            ]}
          />
        }
      />
      <PendingPanel pending={data.pending} alerts={data.alerts} />
      <FiguresGrid figures={period === 'today' ? data.today : data.month} />
      <SeriesCharts series={data.series} />
    </Flex>
  );
}
