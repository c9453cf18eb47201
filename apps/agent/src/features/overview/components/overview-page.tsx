import { Card, Col, Row, Statistic, Tag } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { DateRangeFields, lastDays } from '../../../components/date-range';
import { MoneyText } from '../../../components/money-text';
import { ErrorState, LoadingState } from '../../../components/page-states';
import { paths } from '../../../config/paths';
import { zh } from '../../../locales/zh-CN';
import { useOverview } from '../api/get-overview';

const t = zh.overview;

/** /: the team overview — counts, the period's money figures and the latest commission. */
export default function OverviewPage() {
  const [range, setRange] = useState(() => lastDays(30));
  const overview = useOverview(range);

  if (overview.isPending) return <LoadingState />;
  if (overview.isError) return <ErrorState error={overview.error} onRetry={() => void overview.refetch()} />;
  const data = overview.data;
  const counts = [
    { label: t.directMembers, value: data.direct_members },
    { label: t.subAgents, value: data.sub_agents },
    { label: t.teamSize, value: data.team_size },
    { label: t.newToday, value: data.new_members_today },
    { label: t.newWeek, value: data.new_members_week },
    { label: t.activeMembers, value: data.active_members },
  ];
  const money = [
    { label: zh.figures.deposit, value: data.deposit },
    { label: zh.figures.withdrawal, value: data.withdrawal },
    { label: zh.figures.validBet, value: data.valid_bet },
    { label: zh.figures.netResult, value: data.net_result },
  ];
  return (
    <div className="page">
      <Card size="small" className="agent-card">
        <div className="agent-card__name">{data.agent.username}</div>
        <div className="agent-card__meta">
          <Tag color="red">
            {t.rate} {data.agent.rate_percent}%
          </Tag>
          <Tag>
            {data.agent.plan_name || t.plan} · {t.cycle[data.agent.plan_cycle] ?? data.agent.plan_cycle} ·{' '}
            {t.basis[data.agent.plan_basis] ?? data.agent.plan_basis}
          </Tag>
        </div>
      </Card>

      <Row gutter={[8, 8]} className="stat-grid">
        {counts.map((count) => (
          <Col xs={8} md={4} key={count.label}>
            <Card size="small">
              <Statistic title={count.label} value={count.value} />
            </Card>
          </Col>
        ))}
      </Row>

      <Card size="small" title={t.period(data.from, data.to)} className="section">
        <DateRangeFields value={range} onChange={setRange} />
        <Row gutter={[8, 8]} className="money-grid">
          {money.map((item) => (
            <Col xs={12} md={6} key={item.label}>
              <div className="money-cell">
                <div className="money-cell__label">{item.label}</div>
                <div className="money-cell__value">
                  <MoneyText value={item.value} />
                </div>
              </div>
            </Col>
          ))}
        </Row>
        <p className="hint">{zh.figures.netResultHint}</p>
      </Card>

      <Card size="small" title={t.latestCommission} className="section">
        {data.latest_commission ? (
          <Link to={paths.statement(data.latest_commission.id)} className="latest-commission">
            <span>
              {data.latest_commission.cycle_start} ~ {data.latest_commission.cycle_end}
            </span>
            <strong>
              <MoneyText value={data.latest_commission.amount} />
            </strong>
            <Tag>{zh.statements.state[data.latest_commission.state] ?? data.latest_commission.state}</Tag>
          </Link>
        ) : (
          <span className="muted">{t.noCommission}</span>
        )}
      </Card>
    </div>
  );
}
