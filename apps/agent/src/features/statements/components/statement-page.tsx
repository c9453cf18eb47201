import { formatRateHundredths, rateHundredthsOf } from '@app/shared/validation';
import { Button, Card, Descriptions, List, Tag } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { MoneyText } from '../../../components/money-text';
import { EmptyState, ErrorState, LoadingState } from '../../../components/page-states';
import { paths } from '../../../config/paths';
import { zh } from '../../../locales/zh-CN';
import { useStatement } from '../api/get-statement';

const t = zh.statements;

/** The sub-agent's own rate: the statement's rate minus the line's difference, exactly in hundredths. */
function subRateOf(own: string, difference: string): string {
  const ownHundredths = rateHundredthsOf(own);
  const differenceHundredths = rateHundredthsOf(difference);
  if (ownHundredths === null || differenceHundredths === null || differenceHundredths > ownHundredths) return '—';
  return formatRateHundredths(ownHundredths - differenceHundredths);
}

/** /statements/:id: a statement's figures and how each was computed (one line per member or sub-agent team). */
export default function StatementPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const detail = useStatement(id);
  if (detail.isPending) return <LoadingState />;
  if (detail.isError) return <ErrorState error={detail.error} onRetry={() => void detail.refetch()} />;
  const { statement, lines } = detail.data;
  const basis = zh.overview.basis[statement.basis] ?? statement.basis;
  return (
    <div className="page">
      <Button type="link" onClick={() => void navigate(paths.statements)} className="back-link">
        ‹ {zh.common.back}
      </Button>
      <Card size="small" title={`${statement.cycle_start} ~ ${statement.cycle_end}`} className="section">
        <Descriptions column={1} size="small" bordered>
          <Descriptions.Item label={t.basis}>{basis}</Descriptions.Item>
          <Descriptions.Item label={t.rate}>{statement.rate_percent}%</Descriptions.Item>
          <Descriptions.Item label={t.teamValidBet}>
            <MoneyText value={statement.team_valid_bet} />
          </Descriptions.Item>
          <Descriptions.Item label={t.teamNetLoss}>
            <MoneyText value={statement.team_net_loss} />
          </Descriptions.Item>
          <Descriptions.Item label={t.teamPromotion}>
            <MoneyText value={statement.team_promotion} />
          </Descriptions.Item>
          <Descriptions.Item label={t.cycleCommission}>
            <MoneyText value={statement.cycle_commission} />
          </Descriptions.Item>
          <Descriptions.Item label={t.carriedIn}>
            <MoneyText value={statement.carried_in} />
          </Descriptions.Item>
          <Descriptions.Item label={t.amount}>
            <strong>
              <MoneyText value={statement.amount} />
            </strong>{' '}
            <Tag>{t.state[statement.state] ?? statement.state}</Tag>
          </Descriptions.Item>
          <Descriptions.Item label={t.carryOut}>
            <MoneyText value={statement.carry_out} />
          </Descriptions.Item>
          {statement.paid_at ? <Descriptions.Item label={t.paidAt}>{statement.paid_at}</Descriptions.Item> : null}
        </Descriptions>
        <p className="hint">{t.summaryFormula}</p>
      </Card>
      <Card size="small" title={t.lines} className="section">
        {lines.length === 0 ? (
          <EmptyState />
        ) : (
          <List
            dataSource={lines}
            renderItem={(line) => (
              <List.Item className="member-row">
                <div className="member-row__head">
                  <strong>{line.subject_username}</strong>
                  <Tag>{line.kind === 'member' ? t.lineMember : t.lineSubAgent}</Tag>
                </div>
                <div className="member-row__times">
                  <span>
                    {zh.figures.validBet} {line.valid_bet}
                  </span>
                  <span>
                    {t.lineNetLoss} {line.net_loss}
                  </span>
                  <span>
                    {t.linePromotion} {line.promotion}
                  </span>
                </div>
                <div className="formula">
                  {t.base} × {t.lineRate}：{t.formula(line.base, line.rate_percent, line.commission)}
                  {line.kind === 'sub_agent' ? (
                    <div className="muted">
                      {t.rateDifference(statement.rate_percent, subRateOf(statement.rate_percent, line.rate_percent))}
                    </div>
                  ) : null}
                </div>
              </List.Item>
            )}
          />
        )}
      </Card>
    </div>
  );
}
