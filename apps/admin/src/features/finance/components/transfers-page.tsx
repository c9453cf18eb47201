import { AdminReasonSchema, type AdminTransferCheckSchema, type AdminTransferRowSchema } from '@app/shared/contracts';
import {
  Alert,
  App,
  Button,
  Descriptions,
  Form,
  Input,
  Modal,
  Radio,
  Space,
  Typography,
  type TableColumnsType,
} from 'antd';
import { useState } from 'react';
import type { z } from 'zod';
import { actionsColumn, memberColumn, moneyColumn, orNoneColumn, stateColumn } from '../../../components/columns';
import { DATE_RANGE_FIELDS, type FilterField } from '../../../components/filter-bar';
import { ListPage } from '../../../components/list-page';
import type { Tone } from '../../../components/state-tag';
import { zodRule } from '../../../lib/form-rules';
import { useListPage } from '../../../hooks/use-list-page';
import { zh } from '../../../locales/zh-CN';
import { useCan } from '../../../hooks/use-can';
import { useCheckTransfer } from '../api/check-transfer';
import { transfersList } from '../api/list-transfers';
import { useResolveTransfer } from '../api/resolve-transfer';
import {
  createdAtColumn,
  MEMBER_ID_FILTER,
  ORDER_NO_FILTER,
  orderListDefaults,
  orderNoColumn,
  stateFilter,
  USERNAME_FILTER,
} from './order-list';

type Transfer = z.infer<typeof AdminTransferRowSchema>;
type CheckResult = z.infer<typeof AdminTransferCheckSchema>;
const f = zh.finance;

const STATE_TONES: Record<number, Tone> = { 0: 'error', 1: 'success', 2: 'warning', 3: 'default' };

const DEFAULTS = orderListDefaults({ platname: '', direction: '', origin: '' });

const FIELDS: FilterField[] = [
  stateFilter(f.transferStates),
  USERNAME_FILTER,
  ORDER_NO_FILTER,
  { kind: 'text', name: 'platname', label: f.platformPlaceholder },
  {
    kind: 'select',
    name: 'direction',
    label: f.direction,
    options: [
      { value: '0', label: f.directionIn },
      { value: '1', label: f.directionOut },
    ],
  },
  MEMBER_ID_FILTER,
  ...DATE_RANGE_FIELDS,
];

function CheckResultView({ result }: { result: CheckResult }) {
  return (
    <Descriptions
      size="small"
      column={1}
      items={[
        { key: 'order', label: f.orderNo, children: result.order_no },
        {
          key: 'answer',
          label: f.platformAnswer,
          children: f.answers[result.platform_answer] ?? result.platform_answer,
        },
        ...(result.platform_reason ? [{ key: 'reason', label: f.note, children: result.platform_reason }] : []),
        { key: 'state', label: f.state, children: result.state_text },
      ]}
    />
  );
}

/** Forces a final state with a reason; the server allows it only when the platform agrees right now. */
function ResolveModal({ transfer, onClose }: { transfer: Transfer | null; onClose: () => void }) {
  const [form] = Form.useForm<{ state: 0 | 1; reason: string }>();
  const { modal } = App.useApp();
  const resolve = useResolveTransfer();
  return (
    <Modal
      open={transfer !== null}
      title={f.resolveTitle}
      okText={f.resolve}
      okButtonProps={{ danger: true, loading: resolve.isPending, disabled: resolve.isPending }}
      cancelButtonProps={{ disabled: resolve.isPending }}
      onOk={() => form.submit()}
      onCancel={() => {
        if (!resolve.isPending) onClose();
      }}
      mask={{ closable: !resolve.isPending }}
      destroyOnHidden
    >
      <Alert type="warning" showIcon title={f.resolveHint} style={{ marginBottom: 16 }} />
      {transfer ? (
        <Typography.Paragraph>
          {transfer.order_no} · {transfer.username} · {transfer.platname} · {transfer.direction_text} ·{' '}
          {transfer.amount}
        </Typography.Paragraph>
      ) : null}
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        onFinish={(values) => {
          if (!transfer) return;
          resolve.mutate(
            { orderNo: transfer.order_no, state: values.state, reason: values.reason.trim() },
            {
              onSuccess: ({ data, message: text }) => {
                onClose();
                modal.success({ title: text, content: <CheckResultView result={data} /> });
              },
            },
          );
        }}
      >
        <Form.Item name="state" label={f.resolveState} rules={[{ required: true, message: zh.common.invalid }]}>
          <Radio.Group
            options={[
              { value: 1, label: f.resolveSuccess },
              { value: 0, label: f.resolveFailed },
            ]}
          />
        </Form.Item>
        <Form.Item name="reason" label={zh.common.reason} rules={[zodRule(AdminReasonSchema)]}>
          <Input.TextArea rows={3} maxLength={200} showCount placeholder={zh.common.reasonPlaceholder} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** Platform transfers; those with an unknown outcome can be asked about again or, when the platform agrees, forced. */
export default function TransfersPage() {
  const page = useListPage(transfersList, { defaults: DEFAULTS, fields: FIELDS, csv: 'transfers' });
  const can = useCan();
  const { modal } = App.useApp();
  const check = useCheckTransfer();
  const [resolving, setResolving] = useState<Transfer | null>(null);

  const columns: TableColumnsType<Transfer> = [
    orderNoColumn(),
    memberColumn(f.member),
    { key: 'platname', title: f.platform, dataIndex: 'platname' },
    { key: 'direction', title: f.direction, dataIndex: 'direction_text' },
    moneyColumn('amount', f.amount, { strong: true }),
    stateColumn(f.state, STATE_TONES),
    { key: 'note', title: f.note, dataIndex: 'note', ellipsis: true, width: 200 },
    { key: 'attempts', title: f.attempts, dataIndex: 'attempts' },
    orNoneColumn('last_checked_at', f.lastChecked),
    { key: 'origin', title: f.origin, dataIndex: 'origin' },
    createdAtColumn(),
    orNoneColumn('settled_at', f.settledAt),
  ];

  if (can('finance.transfers.resolve')) {
    columns.push(
      actionsColumn((row) =>
        row.state === 2 ? (
          <Space size={4}>
            <Button
              size="small"
              loading={check.isPending && check.variables.orderNo === row.order_no}
              disabled={check.isPending}
              onClick={() =>
                check.mutate(
                  { orderNo: row.order_no },
                  {
                    onSuccess: ({ data, message }) => {
                      modal.info({ title: message, content: <CheckResultView result={data} /> });
                    },
                  },
                )
              }
            >
              {f.check}
            </Button>
            <Button size="small" danger onClick={() => setResolving(row)}>
              {f.resolve}
            </Button>
          </Space>
        ) : null,
      ),
    );
  }

  return (
    <ListPage title={f.transfersTitle} page={page} columns={columns} rowKey="order_no">
      <ResolveModal transfer={resolving} onClose={() => setResolving(null)} />
    </ListPage>
  );
}
