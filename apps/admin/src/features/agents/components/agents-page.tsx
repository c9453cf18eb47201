import { AgentRateSchema } from '@app/shared/contracts';
import { App, Button, Flex, Form, Input, Modal, Table, Typography, type TableColumnsType } from 'antd';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { actionsColumn } from '../../../components/columns';
import { optionsOf, type FilterField } from '../../../components/filter-bar';
import { ListPage } from '../../../components/list-page';
import { QueryError } from '../../../components/query-error';
import { ConfirmButton } from '../../../components/row-actions';
import { StateTag } from '../../../components/state-tag';
import { paths } from '../../../config/paths';
import { useCan } from '../../../hooks/use-can';
import { useListPage } from '../../../hooks/use-list-page';
import { errorText } from '../../../lib/api-client';
import { zodRule } from '../../../lib/form-rules';
import { zh } from '../../../locales/zh-CN';
import {
  agentsList,
  useAgentPlans,
  useChangeAgentPlan,
  useCreateAgent,
  useSetAgentRate,
  useSetAgentStatus,
  type AgentPlanRow,
  type AgentRow,
} from '../api/agents-api';
import { agentTexts as a } from '../agents-texts';
import { PlanSelect } from './plan-select';

const DEFAULTS = { parent: 'top', username: '', member_id: '', status: '', plan_id: '' };

type Dialog = { kind: 'rate' | 'plan'; row: AgentRow } | { kind: 'create' } | null;
type Actions = (row: AgentRow) => ReactNode;

const nameOf = (row: AgentRow) => row.username ?? row.member_id;

function agentColumns(actions: Actions | undefined): TableColumnsType<AgentRow> {
  return [
    {
      key: 'agent',
      title: a.agent,
      render: (_value, row) => (
        <div className="cell-stack">
          <Link to={paths.member(row.member_id)}>{nameOf(row)}</Link>
          <Typography.Text type="secondary">#{row.member_id}</Typography.Text>
        </div>
      ),
    },
    { key: 'parent', title: a.parentCol, render: (_value, row) => row.parent_username ?? row.parent_member_id ?? '—' },
    { key: 'depth', title: a.depth, render: (_value, row) => a.depthText(row.depth) },
    { key: 'plan', title: a.plan, render: (_value, row) => row.plan_name },
    {
      key: 'rate',
      title: a.rate,
      align: 'right',
      render: (_value, row) => (
        <span>
          {row.rate}
          <Typography.Text type="secondary"> / {row.plan_max_rate}</Typography.Text>
        </span>
      ),
    },
    {
      key: 'status',
      title: a.statusFilter,
      render: (_value, row) => (
        <StateTag text={a.statuses[row.status] ?? row.status} tone={row.status === 'frozen' ? 'error' : 'success'} />
      ),
    },
    { key: 'direct_members', title: a.directMembers, dataIndex: 'direct_members', align: 'right' },
    { key: 'sub_agents', title: a.subAgents, dataIndex: 'sub_agents', align: 'right' },
    { key: 'created_at', title: a.becameAgent, dataIndex: 'created_at' },
    ...(actions ? [actionsColumn<AgentRow>(actions)] : []),
  ];
}

/** The agents directly under one agent (a nested table that expands the same way: the tree). */
function SubAgents({ parent, actions }: { parent: AgentRow; actions: Actions | undefined }) {
  const query = agentsList.usePage({ parent: parent.member_id, page: '1', per_page: '100', order: 'asc' });
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  return (
    <Table<AgentRow>
      size="small"
      rowKey="member_id"
      title={() => a.subTreeOf(nameOf(parent))}
      columns={agentColumns(actions)}
      dataSource={query.data?.data ?? []}
      loading={query.isFetching}
      pagination={false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: query.isPending ? zh.common.loading : a.noSubAgents }}
      expandable={{
        rowExpandable: (row) => row.sub_agents > 0,
        expandedRowRender: (row) => <SubAgents parent={row} actions={actions} />,
      }}
    />
  );
}

function fields(plans: AgentPlanRow[] | undefined): FilterField[] {
  return [
    { kind: 'select', name: 'parent', label: a.parentFilter, options: optionsOf(a.parentOptions) },
    { kind: 'text', name: 'username', label: a.username },
    { kind: 'text', name: 'member_id', label: a.memberId },
    { kind: 'select', name: 'status', label: a.statusFilter, options: optionsOf(a.statuses) },
    {
      kind: 'select',
      name: 'plan_id',
      label: a.plan,
      options: (plans ?? []).map((plan) => ({ value: String(plan.id), label: plan.name })),
    },
  ];
}

/**
 * 代理列表: the agent tree (tops by default; a row expands into the agents under it), each with its
 * plan, rate (and the plan's maximum), status, direct members and sub-agents; edit the rate, change a
 * top agent's plan (the tree follows), freeze or unfreeze, and make a member an agent directly.
 */
export default function AgentsPage() {
  const can = useCan();
  const { message } = App.useApp();
  const plans = useAgentPlans();
  const page = useListPage(agentsList, { defaults: DEFAULTS, fields: fields(plans.data), csv: 'agents' });
  const setRate = useSetAgentRate();
  const changePlan = useChangeAgentPlan();
  const setStatus = useSetAgentStatus();
  const create = useCreateAgent();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [rateForm] = Form.useForm<{ rate: string }>();
  const [planForm] = Form.useForm<{ plan_id: number }>();
  const [createForm] = Form.useForm<{ username: string; parent_member_id?: string; plan_id?: number; rate: string }>();
  const createParent = Form.useWatch('parent_member_id', createForm);
  const manage = can('agents.manage');

  const done = (result: { message: string }) => {
    void message.success(result.message);
    setDialog(null);
  };
  const failed = (error: unknown) => void message.error(errorText(error));

  const actions: Actions | undefined = manage
    ? (row) => (
        <Flex gap={4}>
          <Button
            size="small"
            aria-label={`${a.editRate} ${nameOf(row)}`}
            onClick={() => {
              rateForm.setFieldsValue({ rate: row.rate });
              setDialog({ kind: 'rate', row });
            }}
          >
            {a.editRate}
          </Button>
          {row.depth === 0 ? (
            <Button
              size="small"
              aria-label={`${a.changePlan} ${nameOf(row)}`}
              onClick={() => {
                planForm.setFieldsValue({ plan_id: row.plan_id });
                setDialog({ kind: 'plan', row });
              }}
            >
              {a.changePlan}
            </Button>
          ) : null}
          <ConfirmButton
            confirm={row.status === 'frozen' ? a.unfreezeConfirm(nameOf(row)) : a.freezeConfirm(nameOf(row))}
            label={`${row.status === 'frozen' ? a.unfreeze : a.freeze} ${nameOf(row)}`}
            loading={setStatus.isPending && setStatus.variables?.memberId === row.member_id}
            onConfirm={() =>
              setStatus.mutate(
                { memberId: row.member_id, status: row.status === 'frozen' ? 'active' : 'frozen' },
                { onSuccess: done, onError: failed },
              )
            }
          >
            {row.status === 'frozen' ? a.unfreeze : a.freeze}
          </ConfirmButton>
        </Flex>
      )
    : undefined;

  async function submitRate(row: AgentRow) {
    const values = await rateForm.validateFields();
    setRate.mutate({ memberId: row.member_id, rate: values.rate.trim() }, { onSuccess: done, onError: failed });
  }

  async function submitPlan(row: AgentRow) {
    const values = await planForm.validateFields();
    changePlan.mutate({ memberId: row.member_id, planId: values.plan_id }, { onSuccess: done, onError: failed });
  }

  async function submitCreate() {
    const values = await createForm.validateFields();
    const parent = values.parent_member_id?.trim() ?? '';
    create.mutate(
      {
        username: values.username.trim(),
        rate: values.rate.trim(),
        ...(parent === '' ? { plan_id: values.plan_id } : { parent_member_id: parent }),
      },
      { onSuccess: done, onError: failed },
    );
  }

  const rateRules = [{ required: true, message: '请填写返佣比例' }, zodRule(AgentRateSchema)];

  return (
    <ListPage
      title={a.agentsTitle}
      sub={a.agentsSub}
      create={
        manage
          ? {
              text: a.newAgent,
              onClick: () => {
                createForm.resetFields();
                setDialog({ kind: 'create' });
              },
            }
          : undefined
      }
      page={page}
      columns={agentColumns(actions)}
      rowKey="member_id"
      expandable={{
        rowExpandable: (row) => row.sub_agents > 0,
        expandedRowRender: (row) => <SubAgents parent={row} actions={actions} />,
      }}
    >
      <Modal
        open={dialog?.kind === 'rate'}
        title={dialog?.kind === 'rate' ? a.editRateTitle(nameOf(dialog.row)) : ''}
        okText={a.save}
        cancelText={a.cancel}
        confirmLoading={setRate.isPending}
        onOk={() => dialog?.kind === 'rate' && void submitRate(dialog.row)}
        onCancel={() => setDialog(null)}
        destroyOnHidden
      >
        <Form form={rateForm} layout="vertical" name="agent-rate">
          <Form.Item
            name="rate"
            label={a.rate}
            extra={dialog?.kind === 'rate' ? a.rateHint(dialog.row.plan_max_rate) : undefined}
            rules={rateRules}
          >
            <Input inputMode="decimal" suffix="%" />
          </Form.Item>
        </Form>
      </Modal>
      <Modal
        open={dialog?.kind === 'plan'}
        title={dialog?.kind === 'plan' ? a.changePlanTitle(nameOf(dialog.row)) : ''}
        okText={a.save}
        cancelText={a.cancel}
        confirmLoading={changePlan.isPending}
        onOk={() => dialog?.kind === 'plan' && void submitPlan(dialog.row)}
        onCancel={() => setDialog(null)}
        destroyOnHidden
      >
        <Form form={planForm} layout="vertical" name="agent-plan">
          <Form.Item
            name="plan_id"
            label={a.plan}
            extra={a.changePlanHint}
            rules={[{ required: true, message: '请选择返佣方案' }]}
          >
            <PlanSelect plans={plans.data} loading={plans.isPending} />
          </Form.Item>
        </Form>
      </Modal>
      <Modal
        open={dialog?.kind === 'create'}
        title={a.newAgentTitle}
        okText={a.save}
        cancelText={a.cancel}
        confirmLoading={create.isPending}
        onOk={() => void submitCreate()}
        onCancel={() => setDialog(null)}
        destroyOnHidden
      >
        <Form form={createForm} layout="vertical" name="agent-create">
          <Form.Item
            name="username"
            label={a.username}
            rules={[{ required: true, whitespace: true, message: '请填写会员账号' }]}
          >
            <Input maxLength={40} />
          </Form.Item>
          <Form.Item
            name="parent_member_id"
            label={a.parent}
            extra={a.parentHint}
            rules={[{ pattern: /^\d{0,18}$/, message: '必须是数字编号' }]}
          >
            <Input inputMode="numeric" allowClear />
          </Form.Item>
          <Form.Item
            name="plan_id"
            label={a.plan}
            extra={a.planHint}
            rules={[{ required: !createParent, message: '顶级代理请选择返佣方案' }]}
          >
            <PlanSelect plans={plans.data} loading={plans.isPending} />
          </Form.Item>
          <Form.Item name="rate" label={a.rate} rules={rateRules}>
            <Input inputMode="decimal" suffix="%" />
          </Form.Item>
        </Form>
      </Modal>
    </ListPage>
  );
}
