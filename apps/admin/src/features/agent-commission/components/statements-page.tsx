import type { AdminCommissionLine, AdminCommissionStatement, CommissionAction } from '@app/shared/contracts';
import {
  App,
  Button,
  Card,
  Descriptions,
  Drawer,
  Flex,
  Form,
  Select,
  Skeleton,
  Table,
  Typography,
  type TableColumnsType,
} from 'antd';
import { useState, type Key } from 'react';
import { Link } from 'react-router';
import { actionsColumn } from '../../../components/columns';
import type { FilterField } from '../../../components/filter-bar';
import { ListPage } from '../../../components/list-page';
import { Money } from '../../../components/money';
import { QueryError } from '../../../components/query-error';
import { ReasonModal } from '../../../components/reason-modal';
import { StateTag, type Tone } from '../../../components/state-tag';
import { paths } from '../../../config/paths';
import { useCan } from '../../../hooks/use-can';
import { useListPage } from '../../../hooks/use-list-page';
import { useSaveWithToast } from '../../../hooks/use-save-with-toast';
import {
  previewAction,
  statementsList,
  useApproveStatements,
  usePayStatements,
  usePlans,
  useRefuseStatements,
  useSettleCycle,
  useStatementDetail,
} from '../api/agent-commission-api';
import { commissionTexts as c } from '../agent-commission-texts';
import { DateFilter } from '../../../components/date-range-filter';

const TONES: Record<number, Tone> = { 0: 'warning', 1: 'processing', 2: 'success', 3: 'default', 4: 'error' };
const DEFAULTS = { cycle_start: '', state: '', username: '', agent_id: '' };
const FIELDS: FilterField[] = [
  { kind: 'date', name: 'cycle_start', label: c.cycleStart },
  {
    kind: 'select',
    name: 'state',
    label: c.state,
    options: Object.entries(c.states).map(([value, label]) => ({ value, label })),
  },
  { kind: 'text', name: 'username', label: c.username },
  { kind: 'text', name: 'agent_id', label: c.agentId },
];

/** The states each action starts from (the server checks the same). */
const ACTION_FROM: Record<CommissionAction, readonly number[]> = { approve: [0], pay: [1], refuse: [0, 1] };

/** Settle one past cycle now (the job's settlement; a settled cycle writes nothing again). */
function SettleCard() {
  const plans = usePlans();
  const settle = useSettleCycle();
  const saveWithToast = useSaveWithToast();
  const [form] = Form.useForm<{ plan_id: number; cycle_start: string }>();
  const planId = Form.useWatch('plan_id', form);
  const chosen = plans.data?.find((plan) => plan.id === planId);
  return (
    <Card size="small" title={c.settleTitle}>
      <Typography.Paragraph type="secondary">{c.settleHint}</Typography.Paragraph>
      {plans.isError ? (
        <Typography.Text type="danger">{c.plansFailed}</Typography.Text>
      ) : (
        <Form
          form={form}
          name="agent-commission-settle"
          layout="inline"
          onFinish={(values) => saveWithToast(settle, values)}
        >
          <Form.Item name="plan_id" label={c.settlePlan} rules={[{ required: true, message: c.planRequired }]}>
            <Select
              style={{ width: 220 }}
              loading={plans.isPending}
              options={(plans.data ?? []).map((plan) => ({ value: plan.id, label: `${plan.name}（${plan.agents}）` }))}
              onChange={(id: number) => {
                const plan = plans.data?.find((entry) => entry.id === id);
                if (plan) form.setFieldValue('cycle_start', plan.last_complete_cycle);
              }}
            />
          </Form.Item>
          <Form.Item
            name="cycle_start"
            label={c.settleCycle}
            rules={[{ required: true, message: c.settleCycleRequired }]}
          >
            <DateFilter label={c.settleCyclePlaceholder} placeholderOnly style={{ width: 170 }} />
          </Form.Item>
          <Form.Item>
            <Button type="primary" htmlType="submit" loading={settle.isPending} disabled={settle.isPending}>
              {c.settle}
            </Button>
          </Form.Item>
          {chosen ? (
            <Typography.Text type="secondary" style={{ alignSelf: 'center' }}>
              {c.lastSettled(chosen.last_settled_cycle)}
            </Typography.Text>
          ) : null}
        </Form>
      )}
    </Card>
  );
}

/** The lines of a statement: each direct member at the agent's rate, each sub-agent's team at the difference. */
function StatementDrawer({ id, onClose }: { id: number | undefined; onClose: () => void }) {
  const detail = useStatementDetail(id);
  const columns: TableColumnsType<AdminCommissionLine> = [
    { key: 'kind', title: c.lineKind, dataIndex: 'kind_text', width: 110 },
    {
      key: 'subject',
      title: c.subject,
      render: (_value, line) => (
        <Link to={paths.member(line.subject_id)}>{line.subject_username || line.subject_id}</Link>
      ),
    },
    { key: 'base', title: c.base, align: 'right', render: (_value, line) => <Money value={line.base} /> },
    { key: 'rate', title: c.rate, align: 'right', render: (_value, line) => `${line.rate}%` },
    {
      key: 'commission',
      title: c.commission,
      align: 'right',
      render: (_value, line) => <Money value={line.commission} />,
    },
    { key: 'formula', title: c.formula, dataIndex: 'formula' },
  ];
  const data = detail.data;
  return (
    <Drawer open={id !== undefined} onClose={onClose} width={900} title={id ? c.detailTitle(id) : ''} destroyOnHidden>
      {detail.isPending ? (
        <Skeleton active />
      ) : detail.isError ? (
        <QueryError error={detail.error} onRetry={() => void detail.refetch()} />
      ) : data ? (
        <Flex vertical gap={16}>
          <Descriptions size="small" bordered column={2}>
            <Descriptions.Item label={c.agent}>
              {data.statement.agent_username}（{data.statement.agent_id}）
            </Descriptions.Item>
            <Descriptions.Item label={c.cycle}>
              {data.statement.cycle_start} ~ {data.statement.cycle_end}
            </Descriptions.Item>
            <Descriptions.Item label={c.plan}>
              {data.statement.plan_name}（{data.statement.basis_text}）
            </Descriptions.Item>
            <Descriptions.Item label={c.rate}>{data.statement.rate}%</Descriptions.Item>
            <Descriptions.Item label={c.teamValidBet}>
              <Money value={data.statement.team_valid_bet} />
            </Descriptions.Item>
            <Descriptions.Item label={c.teamNetLoss}>
              <Money value={data.statement.team_net_loss} />
            </Descriptions.Item>
            <Descriptions.Item label={c.teamPromotion}>
              <Money value={data.statement.team_promotion} />
            </Descriptions.Item>
            <Descriptions.Item label={c.state}>
              <StateTag text={data.statement.state_text} tone={TONES[data.statement.state] ?? 'default'} />
            </Descriptions.Item>
            {data.statement.review_note ? (
              <Descriptions.Item label={c.reviewNote} span={2}>
                {data.statement.review_note}
              </Descriptions.Item>
            ) : null}
          </Descriptions>
          <Typography.Text strong>{data.summary}</Typography.Text>
          <Table
            size="small"
            rowKey="id"
            columns={columns}
            dataSource={data.lines}
            pagination={false}
            locale={{ emptyText: c.noLines }}
            scroll={{ x: 800 }}
          />
        </Flex>
      ) : null}
    </Drawer>
  );
}

/**
 * 佣金单 (decision 0029): every agent's statement per cycle, filters by cycle, state and agent; the
 * lines of one in a drawer; approve, pay and refuse one or many after a confirmation that sums what
 * moves; and "settle now" for a past cycle. The server pays each statement once whatever races it.
 */
export default function StatementsPage() {
  const can = useCan();
  const manage = can('agents.commission');
  const { message, modal } = App.useApp();
  const page = useListPage(statementsList, { defaults: DEFAULTS, fields: FIELDS, csv: 'agent-commission-statements' });
  const approve = useApproveStatements();
  const pay = usePayStatements();
  const refuse = useRefuseStatements();
  const [selected, setSelected] = useState<AdminCommissionStatement[]>([]);
  const [refusing, setRefusing] = useState<AdminCommissionStatement[] | null>(null);
  const [detailId, setDetailId] = useState<number | undefined>(undefined);
  const [previewing, setPreviewing] = useState(false);

  function done(result: { message: string }) {
    void message.success(result.message);
    setSelected([]);
    setRefusing(null);
  }

  /** Asks the server what the action would move, then confirms with that sum before doing it. */
  async function confirmAction(action: 'approve' | 'pay', rows: AdminCommissionStatement[]) {
    const ids = rows.map((row) => row.id);
    setPreviewing(true);
    try {
      const { data } = await previewAction(ids, action);
      if (data.count === 0) {
        void message.warning(c.nothingApplies);
        return;
      }
      const mutation = action === 'approve' ? approve : pay;
      modal.confirm({
        title: c.confirmTitle(c.actionNames[action] ?? action, data.count),
        content: (
          <Flex vertical gap={4}>
            <span>{c.confirmSum(data.count, data.amount, data.agents, data.skipped)}</span>
            {action === 'pay' ? <Typography.Text type="warning">{c.confirmPay}</Typography.Text> : null}
          </Flex>
        ),
        okText: c.confirm,
        cancelText: c.cancel,
        // A failure was toasted by the api client; the dialog closes either way and the list refreshes.
        onOk: () =>
          mutation
            .mutateAsync({ ids: rows.filter((row) => ACTION_FROM[action].includes(row.state)).map((row) => row.id) })
            .then(done)
            .catch(() => undefined),
      });
    } catch {
      // The api client showed the server's message.
    } finally {
      setPreviewing(false);
    }
  }

  const columns: TableColumnsType<AdminCommissionStatement> = [
    { key: 'id', title: 'ID', dataIndex: 'id', width: 64 },
    {
      key: 'agent',
      title: c.agent,
      render: (_value, row) => <Link to={paths.member(row.agent_id)}>{row.agent_username || row.agent_id}</Link>,
    },
    {
      key: 'state',
      title: c.state,
      render: (_value, row) => (
        <div className="cell-stack">
          <StateTag text={row.state_text} tone={TONES[row.state] ?? 'default'} />
          {row.paid_at || row.reviewed_at ? (
            <Typography.Text type="secondary">{row.paid_at || row.reviewed_at}</Typography.Text>
          ) : null}
        </div>
      ),
    },
    {
      key: 'cycle',
      title: c.cycle,
      render: (_value, row) => (
        <div className="cell-stack">
          <span>
            {row.cycle_start} ~ {row.cycle_end}
          </span>
          <Typography.Text type="secondary">
            {row.plan_name} · {row.rate}%
          </Typography.Text>
        </div>
      ),
    },
    {
      key: 'base',
      title: c.betAndLoss,
      align: 'right',
      render: (_value, row) => (
        <div className="cell-stack">
          <Money value={row.team_valid_bet} />
          <Money value={row.team_net_loss} />
        </div>
      ),
    },
    {
      key: 'cycle_commission',
      title: c.cycleCommission,
      align: 'right',
      render: (_value, row) => <Money value={row.cycle_commission} />,
    },
    {
      key: 'carry',
      title: c.carries,
      align: 'right',
      render: (_value, row) => (
        <div className="cell-stack">
          <Money value={row.carried_in} />
          <Money value={row.carry_out} />
        </div>
      ),
    },
    { key: 'amount', title: c.amount, align: 'right', render: (_value, row) => <Money value={row.amount} strong /> },
    actionsColumn<AdminCommissionStatement>((row) => (
      <Flex gap={4}>
        <Button size="small" onClick={() => setDetailId(row.id)}>
          {c.detail}
        </Button>
        {manage && row.state === 0 ? (
          <Button
            size="small"
            type="primary"
            disabled={previewing}
            onClick={() => void confirmAction('approve', [row])}
          >
            {c.approveOne}
          </Button>
        ) : null}
        {manage && row.state === 1 ? (
          <Button size="small" type="primary" disabled={previewing} onClick={() => void confirmAction('pay', [row])}>
            {c.payOne}
          </Button>
        ) : null}
        {manage && (row.state === 0 || row.state === 1) ? (
          <Button size="small" danger onClick={() => setRefusing([row])}>
            {c.refuseOne}
          </Button>
        ) : null}
      </Flex>
    )),
  ];

  const bulk = manage ? (
    <Flex gap={8} align="center" wrap>
      <Typography.Text type="secondary">{c.selected(selected.length)}</Typography.Text>
      <Button
        type="primary"
        disabled={selected.length === 0 || previewing}
        onClick={() => void confirmAction('approve', selected)}
      >
        {c.approve}
      </Button>
      <Button
        type="primary"
        disabled={selected.length === 0 || previewing}
        onClick={() => void confirmAction('pay', selected)}
      >
        {c.pay}
      </Button>
      <Button danger disabled={selected.length === 0} onClick={() => setRefusing(selected)}>
        {c.refuse}
      </Button>
    </Flex>
  ) : undefined;

  return (
    <ListPage
      title={c.statementsTitle}
      sub={c.statementsSub}
      extra={bulk}
      intro={manage ? <SettleCard /> : undefined}
      page={page}
      columns={columns}
      rowKey="id"
      rowSelection={
        manage
          ? {
              selectedRowKeys: selected.map((row) => row.id as Key),
              onChange: (_keys, rows) => setSelected(rows),
              getCheckboxProps: (row) => ({ disabled: row.state !== 0 && row.state !== 1, name: `佣金单 ${row.id}` }),
            }
          : undefined
      }
    >
      <StatementDrawer id={detailId} onClose={() => setDetailId(undefined)} />
      <ReasonModal
        open={refusing !== null}
        title={c.refuseTitle(refusing?.length ?? 0)}
        hint={c.refuseHint}
        okText={c.refuseOne}
        pending={refuse.isPending}
        onCancel={() => setRefusing(null)}
        onSubmit={(reason) =>
          refusing && refuse.mutate({ ids: refusing.map((row) => row.id), reason }, { onSuccess: done })
        }
      />
    </ListPage>
  );
}
