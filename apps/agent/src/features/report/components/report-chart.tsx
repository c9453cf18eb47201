import type { PortalReportRow } from '@app/shared/contracts';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { chartValue } from '../../../lib/chart-value';
import { zh } from '../../../locales/zh-CN';

const LINES = [
  { key: 'deposit', name: zh.figures.deposit, color: '#c8102e' },
  { key: 'withdrawal', name: zh.figures.withdrawal, color: '#fa8c16' },
  { key: 'valid_bet', name: zh.figures.validBet, color: '#1677ff' },
  { key: 'net_result', name: zh.figures.netResult, color: '#389e0d' },
] as const;

/** The report's periods as lines (drawing only; the table shows the exact figures). */
export default function ReportChart({ rows }: { rows: PortalReportRow[] }) {
  const data = rows.map((row) => ({
    period: row.period.slice(5),
    deposit: chartValue(row.deposit),
    withdrawal: chartValue(row.withdrawal),
    valid_bet: chartValue(row.valid_bet),
    net_result: chartValue(row.net_result),
  }));
  return (
    <div className="chart-box" role="img" aria-label={zh.report.chart}>
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="period" fontSize={11} />
          <YAxis fontSize={11} width={48} />
          <Tooltip />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          {LINES.map((line) => (
            <Line key={line.key} type="monotone" dataKey={line.key} name={line.name} stroke={line.color} dot={false} />
          ))}
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
