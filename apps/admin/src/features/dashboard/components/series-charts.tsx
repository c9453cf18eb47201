import type { Dashboard } from '@app/shared/contracts';
import { Card, Col, Row } from 'antd';
import type { ReactElement } from 'react';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { chartValue } from '../../../lib/chart-value';
import { zh } from '../../../locales/zh-CN';

const LINES = [
  { key: 'deposits', name: zh.dashboard.deposits, color: '#c8102e' },
  { key: 'withdrawals', name: zh.dashboard.withdrawals, color: '#fa8c16' },
  { key: 'bets', name: zh.dashboard.bets, color: '#1677ff' },
  { key: 'ggr', name: zh.dashboard.ggr, color: '#389e0d' },
] as const;

/** A chart in a titled card, filling the card's chart box. */
function ChartCard({ title, children }: { title: string; children: ReactElement }) {
  return (
    <Card size="small" title={title}>
      <div className="chart-box">
        <ResponsiveContainer width="100%" height="100%">
          {children}
        </ResponsiveContainer>
      </div>
    </Card>
  );
}

/** The last 14 site days: money as lines, new members as bars. */
export function SeriesCharts({ series }: { series: Dashboard['series'] }) {
  const data = series.map((day) => ({
    day: day.day.slice(5),
    deposits: chartValue(day.deposits),
    withdrawals: chartValue(day.withdrawals),
    bets: chartValue(day.bets),
    ggr: chartValue(day.ggr),
    new_members: day.new_members,
  }));
  return (
    <Row gutter={[12, 12]}>
      <Col xs={24} xl={16}>
        <ChartCard title={zh.dashboard.moneyChart}>
          <LineChart data={data} margin={{ top: 8, right: 12, bottom: 0, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="day" fontSize={12} />
            <YAxis fontSize={12} width={56} />
            <Tooltip />
            <Legend />
            {LINES.map((line) => (
              <Line
                key={line.key}
                type="monotone"
                dataKey={line.key}
                name={line.name}
                stroke={line.color}
                dot={false}
                strokeWidth={2}
              />
            ))}
          </LineChart>
        </ChartCard>
      </Col>
      <Col xs={24} xl={8}>
        <ChartCard title={zh.dashboard.memberChart}>
          <BarChart data={data} margin={{ top: 8, right: 12, bottom: 0, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="day" fontSize={12} />
            <YAxis fontSize={12} width={32} allowDecimals={false} />
            <Tooltip />
            <Bar dataKey="new_members" name={zh.dashboard.newMembers} fill="#c8102e" />
          </BarChart>
        </ChartCard>
      </Col>
    </Row>
  );
}
