import type { DashboardFigures } from '@app/shared/contracts';
import { Card, Col, Row, Statistic } from 'antd';
import { zh } from '../../../locales/zh-CN';

interface Figure {
  key: string;
  title: string;
  value: string | number;
  suffix?: string;
  negative?: boolean;
}

function figuresOf(f: DashboardFigures): Figure[] {
  const d = zh.dashboard;
  return [
    { key: 'deposits', title: d.deposits, value: f.deposits, suffix: d.count(f.deposit_count) },
    { key: 'withdrawals', title: d.withdrawals, value: f.withdrawals, suffix: d.count(f.withdrawal_count) },
    { key: 'bets', title: d.bets, value: f.bets, suffix: d.betCount(f.bet_count) },
    { key: 'valid_bets', title: d.validBets, value: f.valid_bets },
    { key: 'payouts', title: d.payouts, value: f.payouts },
    { key: 'ggr', title: d.ggr, value: f.ggr, negative: f.ggr.startsWith('-') },
    { key: 'bonuses', title: d.bonuses, value: f.bonuses },
    { key: 'adjustments', title: d.adjustments, value: f.adjustments, negative: f.adjustments.startsWith('-') },
    { key: 'new_members', title: d.newMembers, value: f.new_members, suffix: d.people },
    { key: 'active_members', title: d.activeMembers, value: f.active_members, suffix: d.people },
  ];
}

/** One period's results as small cards: two per row on a phone, five on a wide screen. */
export function FiguresGrid({ figures }: { figures: DashboardFigures }) {
  return (
    <Row gutter={[12, 12]}>
      {figuresOf(figures).map((figure) => (
        <Col key={figure.key} xs={12} sm={8} md={8} lg={6} xl={{ flex: '20%' }}>
          <Card size="small" className="figure-card">
            <Statistic
              title={figure.title}
              value={figure.value}
              suffix={figure.suffix ? <span className="figure-card__suffix">{figure.suffix}</span> : undefined}
              styles={{ content: { fontSize: 20, color: figure.negative ? '#389e0d' : undefined } }}
            />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
