import type { AdminActivityApplicationRowSchema } from '@app/shared/contracts';
import { App, Button, Flex, Form, Input, Modal, Typography, type TableColumnsType } from 'antd';
import { useState, type Key } from 'react';
import { Link } from 'react-router';
import type { z } from 'zod';
import { actionsColumn } from '../../../components/columns';
import { DATE_RANGE_FIELDS, type FilterField } from '../../../components/filter-bar';
import { ListPage } from '../../../components/list-page';
import { StateTag, type Tone } from '../../../components/state-tag';
import { paths } from '../../../config/paths';
import { useCan } from '../../../hooks/use-can';
import { useListPage } from '../../../hooks/use-list-page';
import { errorText } from '../../../lib/api-client';
import { applicationsList, useApproveApplications, useRefuseApplications } from '../api/activities-api';
import { activityTexts as a } from '../activities-texts';

type Application = z.infer<typeof AdminActivityApplicationRowSchema>;

const TONES: Record<number, Tone> = { 1: 'warning', 2: 'success', 3: 'error' };
const DEFAULTS = { state: '1', activity_id: '', username: '', member_id: '', from: '', to: '' };
const FIELDS: FilterField[] = [
  {
    kind: 'select',
    name: 'state',
    label: a.state,
    options: Object.entries(a.states).map(([value, label]) => ({ value, label })),
  },
  { kind: 'text', name: 'activity_id', label: a.activityId },
  { kind: 'text', name: 'username', label: a.username },
  { kind: 'text', name: 'member_id', label: a.memberId },
  ...DATE_RANGE_FIELDS,
];

/** Fen of a '12.34' money string (the wire's money always has two decimals). */
const fenOf = (money: string) => BigInt(money.replace('.', ''));
const moneyOf = (fen: bigint) => `${fen / 100n}.${String(fen % 100n).padStart(2, '0')}`;
const MONEY = /^\d{1,10}(\.\d{1,2})?$/;
function fenOfInput(text: string): bigint {
  const [whole = '0', fraction = ''] = text.split('.');
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
}

/**
 * 活动申请: the applications queue (state, activity, member and day filters), row selection and bulk
 * approve (optional bonus and turnover multiple; a confirmation sums the bonuses to pay) or refuse
 * with one reason. The server approves each application once whatever races it.
 */
export default function ActivityApplicationsPage() {
  const can = useCan();
  const { message, modal } = App.useApp();
  const page = useListPage(applicationsList, { defaults: DEFAULTS, fields: FIELDS, csv: 'activity-applications' });
  const approve = useApproveApplications();
  const refuse = useRefuseApplications();
  const [selected, setSelected] = useState<Application[]>([]);
  const [dialog, setDialog] = useState<{ kind: 'approve' | 'refuse'; rows: Application[] } | null>(null);
  const [approveForm] = Form.useForm<{ bonus: string; turnover_multiple: string }>();
  const [refuseForm] = Form.useForm<{ reason: string }>();
  const manage = can('promotions.manage');

  function openDialog(kind: 'approve' | 'refuse', rows: Application[]) {
    if (rows.length === 0) return;
    approveForm.resetFields();
    refuseForm.resetFields();
    setDialog({ kind, rows });
  }

  function done(result: { message: string }) {
    void message.success(result.message);
    setDialog(null);
    setSelected([]);
  }

  async function submitApprove(rows: Application[]) {
    const values = await approveForm.validateFields();
    const bonus = values.bonus?.trim() ?? '';
    const multiple = values.turnover_multiple?.trim() ?? '';
    const total = rows.reduce((sum, row) => sum + (bonus === '' ? fenOf(row.default_bonus) : fenOfInput(bonus)), 0n);
    const paying = rows.filter((row) => (bonus === '' ? fenOf(row.default_bonus) > 0n : fenOfInput(bonus) > 0n)).length;
    modal.confirm({
      title: a.approveTitle(rows.length),
      content: a.approveSum(moneyOf(total), paying),
      okText: a.confirm,
      cancelText: a.cancel,
      onOk: () =>
        approve.mutateAsync(
          {
            ids: rows.map((row) => row.id),
            ...(bonus === '' ? {} : { bonus }),
            ...(multiple === '' ? {} : { turnover_multiple: multiple }),
          },
          { onSuccess: done, onError: (error) => void message.error(errorText(error)) },
        ),
    });
  }

  async function submitRefuse(rows: Application[]) {
    const values = await refuseForm.validateFields();
    refuse.mutate(
      { ids: rows.map((row) => row.id), reason: values.reason.trim() },
      { onSuccess: done, onError: (error) => void message.error(errorText(error)) },
    );
  }

  const columns: TableColumnsType<Application> = [
    { key: 'id', title: 'ID', dataIndex: 'id' },
    {
      key: 'activity',
      title: a.activity,
      render: (_value, row) => (
        <div className="cell-stack">
          <span>{row.activity_title}</span>
          <Typography.Text type="secondary">#{row.activity_id}</Typography.Text>
        </div>
      ),
    },
    {
      key: 'member',
      title: a.member,
      render: (_value, row) => <Link to={paths.member(row.member_id)}>{row.username ?? row.member_id}</Link>,
    },
    {
      key: 'state',
      title: a.state,
      render: (_value, row) => (
        <StateTag text={a.states[row.state] ?? String(row.state)} tone={TONES[row.state] ?? 'default'} />
      ),
    },
    {
      key: 'bonus',
      title: a.paidBonus,
      align: 'right',
      render: (_value, row) =>
        row.state === 1 ? (
          <Typography.Text type="secondary">{row.default_bonus}</Typography.Text>
        ) : (
          <span>
            {row.bonus ?? '—'}
            {row.turnover_multiple ? ` ×${row.turnover_multiple}` : ''}
          </span>
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
            row.state === 1 ? (
              <Flex gap={4}>
                <Button size="small" type="primary" onClick={() => openDialog('approve', [row])}>
                  {a.approveOne}
                </Button>
                <Button size="small" danger onClick={() => openDialog('refuse', [row])}>
                  {a.refuseOne}
                </Button>
              </Flex>
            ) : null,
          ),
        ]
      : []),
  ];

  const bulk = manage ? (
    <Flex gap={8} align="center" wrap>
      <Typography.Text type="secondary">{a.selected(selected.length)}</Typography.Text>
      <Button type="primary" disabled={selected.length === 0} onClick={() => openDialog('approve', selected)}>
        {a.approve}
      </Button>
      <Button danger disabled={selected.length === 0} onClick={() => openDialog('refuse', selected)}>
        {a.refuse}
      </Button>
    </Flex>
  ) : undefined;

  return (
    <ListPage
      title={a.applicationsTitle}
      sub={a.applicationsSub}
      extra={bulk}
      page={page}
      columns={columns}
      rowKey="id"
      rowSelection={
        manage
          ? {
              selectedRowKeys: selected.map((row) => row.id as Key),
              onChange: (_keys, rows) => setSelected(rows),
              getCheckboxProps: (row) => ({ disabled: row.state !== 1, name: `申请 ${row.id}` }),
            }
          : undefined
      }
    >
      <Modal
        open={dialog?.kind === 'approve'}
        title={a.approveTitle(dialog?.rows.length ?? 0)}
        okText={a.approveOne}
        cancelText={a.cancel}
        confirmLoading={approve.isPending}
        onOk={() => dialog && void submitApprove(dialog.rows)}
        onCancel={() => setDialog(null)}
        destroyOnHidden
      >
        <Form form={approveForm} layout="vertical">
          <Form.Item name="bonus" label={a.bonus} rules={[{ pattern: MONEY, message: '金额格式不正确，最多两位小数' }]}>
            <Input placeholder={a.bonusPlaceholder} inputMode="decimal" />
          </Form.Item>
          <Form.Item
            name="turnover_multiple"
            label={a.multiple}
            rules={[{ pattern: /^\d{1,3}(\.\d{1,2})?$/, message: '打码倍数为0-100，最多两位小数' }]}
          >
            <Input placeholder={a.multiplePlaceholder} inputMode="decimal" />
          </Form.Item>
        </Form>
      </Modal>
      <Modal
        open={dialog?.kind === 'refuse'}
        title={a.refuseTitle(dialog?.rows.length ?? 0)}
        okText={a.refuseOne}
        okButtonProps={{ danger: true }}
        cancelText={a.cancel}
        confirmLoading={refuse.isPending}
        onOk={() => dialog && void submitRefuse(dialog.rows)}
        onCancel={() => setDialog(null)}
        destroyOnHidden
      >
        <Form form={refuseForm} layout="vertical">
          <Form.Item
            name="reason"
            label={a.reason}
            rules={[{ required: true, whitespace: true, message: a.reasonRequired }]}
          >
            <Input.TextArea rows={3} maxLength={200} />
          </Form.Item>
        </Form>
      </Modal>
    </ListPage>
  );
}
