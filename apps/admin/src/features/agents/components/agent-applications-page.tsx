import { AgentRateSchema, type AdminAgentApplicationRowSchema } from '@app/shared/contracts';
import { App, Button, Flex, Form, Input, Modal, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import type { z } from 'zod';
import { actionsColumn } from '../../../components/columns';
import { DATE_RANGE_FIELDS, optionsOf, type FilterField } from '../../../components/filter-bar';
import { ListPage } from '../../../components/list-page';
import { StateTag, type Tone } from '../../../components/state-tag';
import { paths } from '../../../config/paths';
import { useCan } from '../../../hooks/use-can';
import { useListPage } from '../../../hooks/use-list-page';
import { errorText } from '../../../lib/api-client';
import { zodRule } from '../../../lib/form-rules';
import {
  agentApplicationsList,
  useAgentPlans,
  useApproveAgentApplication,
  useRefuseAgentApplication,
} from '../api/agents-api';
import { agentTexts as a } from '../agents-texts';
import { PlanSelect } from './plan-select';

type Application = z.infer<typeof AdminAgentApplicationRowSchema>;

const TONES: Record<number, Tone> = { 0: 'warning', 1: 'success', 2: 'error' };
const DEFAULTS = { state: '0', username: '', member_id: '', from: '', to: '' };
const FIELDS: FilterField[] = [
  { kind: 'select', name: 'state', label: a.state, options: optionsOf(a.states) },
  { kind: 'text', name: 'username', label: a.username },
  { kind: 'text', name: 'member_id', label: a.memberId },
  ...DATE_RANGE_FIELDS,
];

interface ApproveValues {
  plan_id?: number;
  rate: string;
  parent_member_id?: string;
}

/**
 * 代理申请: the queue (state, member and day filters); approve with a plan and a rate (optionally
 * under a parent agent) or refuse with a reason. The server approves each application once, whatever
 * races it; a refused member may apply again.
 */
export default function AgentApplicationsPage() {
  const can = useCan();
  const { message } = App.useApp();
  const page = useListPage(agentApplicationsList, { defaults: DEFAULTS, fields: FIELDS, csv: 'agent-applications' });
  const plans = useAgentPlans();
  const approve = useApproveAgentApplication();
  const refuse = useRefuseAgentApplication();
  const [dialog, setDialog] = useState<{ kind: 'approve' | 'refuse'; row: Application } | null>(null);
  const [approveForm] = Form.useForm<ApproveValues>();
  const [refuseForm] = Form.useForm<{ reason: string }>();
  const manage = can('agents.manage');
  const chosenPlanId = Form.useWatch('plan_id', approveForm);
  const chosenParent = Form.useWatch('parent_member_id', approveForm);
  const chosenPlan = plans.data?.find((plan) => plan.id === chosenPlanId);

  function openDialog(kind: 'approve' | 'refuse', row: Application) {
    approveForm.resetFields();
    refuseForm.resetFields();
    setDialog({ kind, row });
  }

  const done = (result: { message: string }) => {
    void message.success(result.message);
    setDialog(null);
  };
  const failed = (error: unknown) => void message.error(errorText(error));

  async function submitApprove(row: Application) {
    const values = await approveForm.validateFields();
    const parent = values.parent_member_id?.trim() ?? '';
    approve.mutate(
      {
        id: row.id,
        body: {
          rate: values.rate.trim(),
          ...(parent === '' ? { plan_id: values.plan_id } : { parent_member_id: parent }),
        },
      },
      { onSuccess: done, onError: failed },
    );
  }

  async function submitRefuse(row: Application) {
    const values = await refuseForm.validateFields();
    refuse.mutate({ id: row.id, reason: values.reason.trim() }, { onSuccess: done, onError: failed });
  }

  const name = (row: Application) => row.username ?? row.member_id;
  const columns: TableColumnsType<Application> = [
    { key: 'id', title: 'ID', dataIndex: 'id' },
    {
      key: 'member',
      title: a.member,
      render: (_value, row) => <Link to={paths.member(row.member_id)}>{name(row)}</Link>,
    },
    { key: 'mobile', title: a.contact, dataIndex: 'mobile' },
    {
      key: 'apply_info',
      title: a.applyInfo,
      render: (_value, row) => (
        <Typography.Paragraph ellipsis={{ rows: 2, tooltip: row.apply_info }} style={{ maxWidth: 280, margin: 0 }}>
          {row.apply_info}
        </Typography.Paragraph>
      ),
    },
    {
      key: 'state',
      title: a.state,
      render: (_value, row) => (
        <StateTag text={a.states[row.state] ?? String(row.state)} tone={TONES[row.state] ?? 'default'} />
      ),
    },
    { key: 'reason', title: a.reason, render: (_value, row) => row.reason || '—' },
    {
      key: 'reviewed',
      title: a.reviewedBy,
      render: (_value, row) => (row.reviewed_by ? `${row.reviewed_by} ${row.reviewed_at ?? ''}` : '—'),
    },
    { key: 'created_at', title: a.createdAt, dataIndex: 'created_at' },
    ...(manage
      ? [
          actionsColumn<Application>((row) =>
            row.state === 0 ? (
              <Flex gap={4}>
                <Button
                  size="small"
                  type="primary"
                  onClick={() => openDialog('approve', row)}
                  aria-label={`${a.approve} ${name(row)}`}
                >
                  {a.approve}
                </Button>
                <Button
                  size="small"
                  danger
                  onClick={() => openDialog('refuse', row)}
                  aria-label={`${a.refuse} ${name(row)}`}
                >
                  {a.refuse}
                </Button>
              </Flex>
            ) : null,
          ),
        ]
      : []),
  ];

  return (
    <ListPage title={a.applicationsTitle} sub={a.applicationsSub} page={page} columns={columns} rowKey="id">
      <Modal
        open={dialog?.kind === 'approve'}
        title={dialog ? a.approveTitle(name(dialog.row)) : ''}
        okText={a.approve}
        cancelText={a.cancel}
        confirmLoading={approve.isPending}
        onOk={() => dialog && void submitApprove(dialog.row)}
        onCancel={() => setDialog(null)}
        destroyOnHidden
      >
        {dialog ? (
          <Typography.Paragraph type="secondary">
            {a.applyInfo}：{dialog.row.apply_info}
          </Typography.Paragraph>
        ) : null}
        <Form form={approveForm} layout="vertical" name="approve-agent">
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
            rules={[{ required: !chosenParent, message: '顶级代理请选择返佣方案' }]}
          >
            <PlanSelect plans={plans.data} loading={plans.isPending} />
          </Form.Item>
          <Form.Item
            name="rate"
            label={a.rate}
            extra={chosenPlan && !chosenParent ? a.rateHint(chosenPlan.max_rate) : undefined}
            rules={[{ required: true, message: '请填写返佣比例' }, zodRule(AgentRateSchema)]}
          >
            <Input inputMode="decimal" suffix="%" />
          </Form.Item>
        </Form>
      </Modal>
      <Modal
        open={dialog?.kind === 'refuse'}
        title={dialog ? a.refuseTitle(name(dialog.row)) : ''}
        okText={a.refuse}
        okButtonProps={{ danger: true }}
        cancelText={a.cancel}
        confirmLoading={refuse.isPending}
        onOk={() => dialog && void submitRefuse(dialog.row)}
        onCancel={() => setDialog(null)}
        destroyOnHidden
      >
        <Form form={refuseForm} layout="vertical" name="refuse-agent">
          <Form.Item
            name="reason"
            label={a.reason}
            rules={[{ required: true, whitespace: true, message: a.reasonRequired }]}
          >
            <Input.TextArea rows={3} maxLength={200} showCount />
          </Form.Item>
        </Form>
      </Modal>
    </ListPage>
  );
}
