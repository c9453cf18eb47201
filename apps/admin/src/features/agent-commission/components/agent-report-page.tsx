import type { AdminCommissionReportRow } from '@app/shared/contracts';
import { Button, Card, Flex, Input, Skeleton, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CsvButton } from '../../../components/csv-button';
import { Money } from '../../../components/money';
import { PageHeader } from '../../../components/page-header';
import { QueryError } from '../../../components/query-error';
import { StateTag } from '../../../components/state-tag';
import { paths } from '../../../config/paths';
import { REPORT_PATH, useAgentReport, type ReportFilters } from '../api/agent-commission-api';
import { commissionTexts as c } from '../agent-commission-texts';
import { DateRangeFilter } from '../../../components/date-range-filter';

function filtersOf(params: URLSearchParams): ReportFilters {
  return { from: params.get('from') ?? '', to: params.get('to') ?? '', agent_id: params.get('agent_id') ?? '' };
}

const columns: TableColumnsType<AdminCommissionReportRow> = [
  {
    key: 'agent',
    title: c.agent,
    fixed: 'left',
    render: (_value, row) => (
      // Indented by level, so the tree reads top down.
      <span style={{ paddingLeft: row.depth * 16 }}>
        <Link to={paths.member(row.agent_id)}>{row.username || row.agent_id}</Link>
      </span>
    ),
  },
  {
    key: 'rate',
    title: `${c.rate} / ${c.agentStatus}`,
    render: (_value, row) => (
      <Flex gap={6} align="center">
        <span>
          {c.levelOf(row.depth)} · {row.rate}%
        </span>
        {row.status === 'active' ? null : <StateTag text={c.frozen} tone="error" />}
      </Flex>
    ),
  },
  { key: 'direct_members', title: c.directMembers, align: 'right', dataIndex: 'direct_members' },
  {
    key: 'team_deposit',
    title: c.teamDeposit,
    align: 'right',
    render: (_v, row) => <Money value={row.team_deposit} />,
  },
  {
    key: 'team_withdrawal',
    title: c.teamWithdrawal,
    align: 'right',
    render: (_v, row) => <Money value={row.team_withdrawal} />,
  },
  {
    key: 'team_valid_bet',
    title: c.teamValidBet,
    align: 'right',
    render: (_v, row) => <Money value={row.team_valid_bet} />,
  },
  {
    key: 'team_net_loss',
    title: c.teamNetLoss,
    align: 'right',
    render: (_v, row) => <Money value={row.team_net_loss} />,
  },
  {
    key: 'team_promotion',
    title: c.teamPromotion,
    align: 'right',
    render: (_v, row) => <Money value={row.team_promotion} />,
  },
  {
    key: 'commission_paid',
    title: c.commissionPaid,
    align: 'right',
    render: (_v, row) => <Money value={row.commission_paid} strong />,
  },
];

/**
 * 代理报表 (decision 0029): per agent, its whole team's figures over a date range (this month by
 * default), optionally one agent and the agents below it, with the CSV of what is shown.
 */
export default function AgentReportPage() {
  const [params, setParams] = useSearchParams();
  const applied = filtersOf(params);
  const report = useAgentReport(applied);
  const [draft, setDraft] = useState<ReportFilters | null>(null);
  const data = report.data;
  const form: ReportFilters = draft ?? {
    from: applied.from || data?.from || '',
    to: applied.to || data?.to || '',
    agent_id: applied.agent_id,
  };

  function apply(next: ReportFilters) {
    setDraft(null);
    const query: Record<string, string> = {};
    if (next.from) query.from = next.from;
    if (next.to) query.to = next.to;
    if (next.agent_id.trim()) query.agent_id = next.agent_id.trim();
    setParams(query);
  }

  return (
    <Flex vertical gap={12}>
      <PageHeader
        title={c.reportTitle}
        sub={data ? `${c.range(data.from, data.to)} · ${c.reportSub}` : c.reportSub}
        extra={
          <CsvButton
            path={REPORT_PATH}
            params={{ from: data?.from ?? applied.from, to: data?.to ?? applied.to, agent_id: applied.agent_id }}
            name="agent-report"
          />
        }
      />
      <Card size="small">
        <Flex gap={8} wrap align="center">
          <DateRangeFilter
            style={{ width: 300 }}
            value={[form.from, form.to]}
            onChange={([from, to]) => setDraft({ ...form, from, to })}
          />
          <Input
            style={{ width: 220 }}
            placeholder={c.agentFilter}
            aria-label={c.agentFilter}
            inputMode="numeric"
            value={form.agent_id}
            onChange={(event) => setDraft({ ...form, agent_id: event.target.value })}
            onPressEnter={() => apply(form)}
          />
          <Button type="primary" onClick={() => apply(form)}>
            {c.query}
          </Button>
        </Flex>
      </Card>
      <Card size="small">
        {report.isPending ? (
          <Skeleton active />
        ) : report.isError ? (
          <QueryError error={report.error} onRetry={() => void report.refetch()} />
        ) : (
          <Table
            size="small"
            rowKey="agent_id"
            columns={columns}
            dataSource={data?.rows ?? []}
            pagination={false}
            locale={{ emptyText: c.reportEmpty }}
            scroll={{ x: 'max-content' }}
          />
        )}
      </Card>
    </Flex>
  );
}
