import { AdminAgentPlanWriteSchema } from '@app/shared/contracts';
import { Card, Flex, Form, Input, Select, Switch, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { FormModal } from '../../../components/form-modal';
import { PageHeader } from '../../../components/page-header';
import { QueryError } from '../../../components/query-error';
import { EditButton } from '../../../components/row-actions';
import { SmallList } from '../../../components/small-list';
import { useCan } from '../../../hooks/use-can';
import { zodRule } from '../../../lib/form-rules';
import { zh } from '../../../locales/zh-CN';
import { useAgentPlans, useSaveAgentPlan, type AgentPlanRow } from '../api/agents-api';
import { agentTexts as a } from '../agents-texts';

interface PlanValues {
  name: string;
  basis: 'turnover' | 'net_revenue';
  cycle: 'week' | 'month';
  max_rate: string;
  approval_limit: string;
  enabled: boolean;
}

const shape = AdminAgentPlanWriteSchema.shape;

/** 返佣方案: the commission plans (basis, cycle, highest rate, approval limit, enabled); every change audited. */
export default function AgentPlansPage() {
  const can = useCan();
  const plans = useAgentPlans();
  const save = useSaveAgentPlan();
  const [editing, setEditing] = useState<AgentPlanRow | 'new' | null>(null);
  const manage = can('agents.manage');

  const columns: TableColumnsType<AgentPlanRow> = [
    { key: 'id', title: 'ID', dataIndex: 'id', width: 64 },
    { key: 'name', title: a.planName, dataIndex: 'name' },
    { key: 'basis', title: a.basis, render: (_value, row) => a.bases[row.basis] ?? row.basis },
    { key: 'cycle', title: a.cycle, render: (_value, row) => a.cycles[row.cycle] ?? row.cycle },
    { key: 'max_rate', title: a.maxRate, dataIndex: 'max_rate', align: 'right' },
    { key: 'approval_limit', title: a.approvalLimit, dataIndex: 'approval_limit', align: 'right' },
    { key: 'agents', title: a.agentsCount, dataIndex: 'agents', align: 'right' },
    {
      key: 'enabled',
      title: a.enabled,
      render: (_value, row) => <Tag color={row.enabled ? 'green' : 'default'}>{row.enabled ? a.yes : a.no}</Tag>,
    },
    { key: 'updated_at', title: a.updatedAt, dataIndex: 'updated_at' },
    ...(manage
      ? [
          {
            key: 'actions',
            title: zh.common.actions,
            render: (_value: unknown, row: AgentPlanRow) => (
              <EditButton name={row.name} onClick={() => setEditing(row)} />
            ),
          },
        ]
      : []),
  ];

  return (
    <Flex vertical gap={12}>
      <PageHeader
        title={a.plansTitle}
        sub={a.plansSub}
        create={manage ? { text: a.newPlan, onClick: () => setEditing('new') } : undefined}
      />
      <Card size="small">
        {plans.isError ? (
          <QueryError error={plans.error} onRetry={() => void plans.refetch()} />
        ) : (
          <SmallList<AgentPlanRow>
            rows={plans.data}
            columns={columns}
            loading={plans.isFetching}
            pending={plans.isPending}
          />
        )}
      </Card>
      <FormModal<AgentPlanRow | 'new', PlanValues, { id?: number; body: PlanValues }>
        item={editing}
        name="agent-plan"
        title={(item) => (item === 'new' ? a.newPlan : a.editPlan)}
        initialValues={(item) =>
          item === 'new'
            ? { name: '', basis: 'turnover', cycle: 'week', max_rate: '', approval_limit: '0', enabled: true }
            : {
                name: item.name,
                basis: item.basis,
                cycle: item.cycle,
                max_rate: item.max_rate,
                approval_limit: item.approval_limit,
                enabled: item.enabled,
              }
        }
        save={save}
        variables={(values, item) => ({ id: item === 'new' ? undefined : item.id, body: values })}
        onClose={() => setEditing(null)}
      >
        {() => (
          <>
            <Form.Item name="name" label={a.planName} rules={[zodRule(shape.name)]}>
              <Input maxLength={40} />
            </Form.Item>
            <Form.Item name="basis" label={a.basis} rules={[zodRule(shape.basis)]}>
              <Select options={Object.entries(a.bases).map(([value, label]) => ({ value, label }))} />
            </Form.Item>
            <Form.Item name="cycle" label={a.cycle} rules={[zodRule(shape.cycle)]}>
              <Select options={Object.entries(a.cycles).map(([value, label]) => ({ value, label }))} />
            </Form.Item>
            <Form.Item name="max_rate" label={a.maxRate} rules={[zodRule(shape.max_rate)]}>
              <Input inputMode="decimal" suffix="%" />
            </Form.Item>
            <Form.Item
              name="approval_limit"
              label={a.approvalLimit}
              extra={a.approvalLimitHint}
              rules={[zodRule(shape.approval_limit)]}
            >
              <Input inputMode="decimal" />
            </Form.Item>
            <Form.Item name="enabled" label={a.enabled} valuePropName="checked">
              <Switch />
            </Form.Item>
          </>
        )}
      </FormModal>
    </Flex>
  );
}
