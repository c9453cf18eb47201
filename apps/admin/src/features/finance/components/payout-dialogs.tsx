import type { AdminWithdrawalBulkResponseSchema, AdminWithdrawalRowSchema } from '@app/shared/contracts';
import { AdminReasonSchema } from '@app/shared/contracts';
import { formatFen, parseAmountToFen } from '@app/shared/money';
import { Alert, Form, Input, Modal, Radio, Select, Table, Tag, Typography } from 'antd';
import { useEffect } from 'react';
import type { z } from 'zod';
import { zodRule } from '../../../lib/form-rules';
import { payoutTexts as p } from '../payouts-texts';
import { usePayoutChannels } from '../api/payouts-api';

type Withdrawal = z.infer<typeof AdminWithdrawalRowSchema>;
type BulkResult = z.infer<typeof AdminWithdrawalBulkResponseSchema.shape.data>;

/** The sum of the rows' amounts (fen arithmetic in the shared money module; never floats). */
export function sumOf(rows: readonly Withdrawal[]): string {
  let total = 0n;
  for (const row of rows) {
    const parsed = parseAmountToFen(row.amount);
    if (parsed.ok) total += parsed.fen;
  }
  return formatFen(total);
}

interface BulkDialogProps {
  kind: 'approve' | 'refuse' | null;
  rows: readonly Withdrawal[];
  pending: boolean;
  onSubmit: (reason?: string) => void;
  onCancel: () => void;
}

/** Confirmation of a bulk review: how many orders and how much money will move; refusals need one reason. */
export function BulkReviewDialog({ kind, rows, pending, onSubmit, onCancel }: BulkDialogProps) {
  const [form] = Form.useForm<{ reason: string }>();
  const refuse = kind === 'refuse';
  return (
    <Modal
      open={kind !== null}
      title={refuse ? p.bulkRefuseTitle(rows.length) : p.bulkApproveTitle(rows.length)}
      okText={refuse ? p.bulkRefuse : p.bulkApprove}
      cancelText={p.cancel}
      okButtonProps={{ danger: refuse, loading: pending, disabled: pending }}
      cancelButtonProps={{ disabled: pending }}
      onOk={() => (refuse ? form.submit() : onSubmit())}
      onCancel={() => !pending && onCancel()}
      destroyOnHidden
    >
      <Typography.Paragraph strong data-testid="bulk-summary">
        {p.bulkSummary(rows.length, sumOf(rows))}
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary">{refuse ? p.bulkRefuseHint : p.bulkApproveHint}</Typography.Paragraph>
      {refuse ? (
        <Form form={form} layout="vertical" preserve={false} onFinish={(values) => onSubmit(values.reason.trim())}>
          <Form.Item name="reason" label={p.failedReason} rules={[zodRule(AdminReasonSchema)]}>
            <Input.TextArea rows={3} maxLength={200} showCount autoFocus />
          </Form.Item>
        </Form>
      ) : null}
    </Modal>
  );
}

/** What a bulk review did, order by order. */
export function BulkResultDialog({ result, onClose }: { result: BulkResult | null; onClose: () => void }) {
  return (
    <Modal
      open={result !== null}
      title={p.bulkResultTitle}
      onOk={onClose}
      onCancel={onClose}
      cancelButtonProps={{ style: { display: 'none' } }}
      okText={p.confirm}
      width={640}
    >
      {result ? (
        <Table
          size="small"
          rowKey="order_no"
          pagination={false}
          scroll={{ y: 320 }}
          dataSource={result.results}
          columns={[
            { key: 'order_no', title: '订单号', dataIndex: 'order_no' },
            {
              key: 'outcome',
              title: '结果',
              render: (_value, item) => (
                <Tag color={item.outcome === 'done' ? 'success' : item.outcome === 'skipped' ? 'default' : 'purple'}>
                  {p.outcomes[item.outcome]}
                </Tag>
              ),
            },
            { key: 'message', title: '说明', dataIndex: 'message' },
          ]}
        />
      ) : null}
    </Modal>
  );
}

interface RowDialogProps {
  row: Withdrawal | null;
  pending: boolean;
  onCancel: () => void;
}

/** Pay manually: staff paid from a company account and enter the reference. */
export function PayManuallyDialog({
  row,
  pending,
  onCancel,
  onSubmit,
}: RowDialogProps & { onSubmit: (values: { reference: string; channel_id?: number }) => void }) {
  const [form] = Form.useForm<{ reference: string; channel_id?: number }>();
  const channels = usePayoutChannels(row !== null);
  const manual = (channels.data ?? []).filter((channel) => channel.kind === 'manual' && channel.enabled);
  return (
    <Modal
      open={row !== null}
      title={p.payManuallyTitle}
      okText={p.payManually}
      cancelText={p.cancel}
      okButtonProps={{ loading: pending, disabled: pending }}
      cancelButtonProps={{ disabled: pending }}
      onOk={() => form.submit()}
      onCancel={() => !pending && onCancel()}
      destroyOnHidden
    >
      {row ? (
        <Typography.Paragraph type="secondary">{p.payManuallyHint(row.amount, row.username)}</Typography.Paragraph>
      ) : null}
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        onFinish={(values) => onSubmit({ ...values, reference: values.reference.trim() })}
      >
        <Form.Item
          name="reference"
          label={p.reference}
          rules={[{ required: true, whitespace: true, message: p.referenceRequired }, { max: 64 }]}
        >
          <Input autoFocus maxLength={64} placeholder={p.referencePlaceholder} />
        </Form.Item>
        <Form.Item name="channel_id" label={p.manualChannel}>
          <Select
            allowClear
            loading={channels.isLoading}
            options={manual.map((channel) => ({ value: channel.id, label: channel.name }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** Send to a payout channel (sandbox or signed-HTTP). */
export function SendPayoutDialog({
  row,
  pending,
  onCancel,
  onSubmit,
}: RowDialogProps & { onSubmit: (channelId: number) => void }) {
  const [form] = Form.useForm<{ channel_id: number }>();
  const channels = usePayoutChannels(row !== null);
  const sendable = (channels.data ?? []).filter((channel) => channel.kind !== 'manual' && channel.enabled);
  const firstId = sendable[0]?.id;
  // The channels may arrive after the dialog opened: preselect the first one then.
  useEffect(() => {
    if (row && firstId !== undefined && form.getFieldValue('channel_id') === undefined) {
      form.setFieldsValue({ channel_id: firstId });
    }
  }, [row, firstId, form]);
  return (
    <Modal
      open={row !== null}
      title={p.sendTitle}
      okText={p.send}
      cancelText={p.cancel}
      okButtonProps={{ loading: pending, disabled: pending || sendable.length === 0 }}
      cancelButtonProps={{ disabled: pending }}
      onOk={() => form.submit()}
      onCancel={() => !pending && onCancel()}
      destroyOnHidden
    >
      {row ? (
        <Typography.Paragraph type="secondary">{p.sendHint(row.amount, row.username)}</Typography.Paragraph>
      ) : null}
      {channels.isError ? <Alert type="error" showIcon title="出款通道加载失败，请重试" /> : null}
      {channels.isSuccess && sendable.length === 0 ? <Alert type="warning" showIcon title={p.noSendChannel} /> : null}
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{ channel_id: firstId }}
        onFinish={(values) => onSubmit(values.channel_id)}
      >
        <Form.Item name="channel_id" label={p.sendChannel} rules={[{ required: true, message: p.sendChannelRequired }]}>
          <Select
            loading={channels.isLoading}
            options={sendable.map((channel) => ({
              value: channel.id,
              label: `${channel.name}（${p.kinds[channel.kind]}）`,
            }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** A failed payout: back to review or refund to the member, with a reason. */
export function FailedPayoutDialog({
  row,
  pending,
  onCancel,
  onSubmit,
}: RowDialogProps & { onSubmit: (values: { action: 'review' | 'refund'; reason: string }) => void }) {
  const [form] = Form.useForm<{ action: 'review' | 'refund'; reason: string }>();
  return (
    <Modal
      open={row !== null}
      title={p.failedTitle}
      okText={p.confirm}
      cancelText={p.cancel}
      okButtonProps={{ danger: true, loading: pending, disabled: pending }}
      cancelButtonProps={{ disabled: pending }}
      onOk={() => form.submit()}
      onCancel={() => !pending && onCancel()}
      destroyOnHidden
    >
      {row ? (
        <Typography.Paragraph type="secondary">
          {p.failedHint(row.amount, row.username, row.payout_note)}
        </Typography.Paragraph>
      ) : null}
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{ action: 'refund' }}
        onFinish={(values) => onSubmit({ action: values.action, reason: values.reason.trim() })}
      >
        <Form.Item name="action" label={p.failedAction} rules={[{ required: true }]}>
          <Radio.Group
            options={[
              { value: 'refund', label: p.failedRefund },
              { value: 'review', label: p.failedReview },
            ]}
          />
        </Form.Item>
        <Form.Item name="reason" label={p.failedReason} rules={[zodRule(AdminReasonSchema)]}>
          <Input.TextArea rows={3} maxLength={200} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
