import { AdminAdjustmentRequestSchema, AdminReasonSchema } from '@app/shared/contracts';
import { Alert, App, Form, Input, Modal, Radio } from 'antd';
import { zodRule } from '../../../lib/form-rules';
import { zh } from '../../../locales/zh-CN';
import { useCreateAdjustment, type AdjustmentInput } from '../api/create-adjustment';

const a = zh.adjustments;
type Values = Omit<AdjustmentInput, 'id'>;

interface AdjustmentModalProps {
  memberId: string;
  username: string;
  open: boolean;
  onClose: () => void;
}

/**
 * A balance adjustment of the member's main wallet: credit or debit, amount, mandatory reason and,
 * for a credit, an optional turnover multiple. Validated with the contract before sending.
 */
export function AdjustmentModal({ memberId, username, open, onClose }: AdjustmentModalProps) {
  const [form] = Form.useForm<Values>();
  const { message } = App.useApp();
  const create = useCreateAdjustment();
  const direction = Form.useWatch('direction', form);

  function submit(values: Values) {
    create.mutate(
      {
        id: memberId,
        direction: values.direction,
        amount: values.amount.trim(),
        reason: values.reason.trim(),
        turnover_multiple: values.direction === 'credit' ? (values.turnover_multiple ?? '').trim() : '',
      },
      {
        onSuccess: ({ message: text, data }) => {
          if (data.state === 0) void message.warning(text, 6);
          else void message.success(text);
          onClose();
        },
      },
    );
  }

  return (
    <Modal
      open={open}
      title={a.newTitle(username)}
      okText={zh.common.submit}
      okButtonProps={{ loading: create.isPending, disabled: create.isPending }}
      cancelButtonProps={{ disabled: create.isPending }}
      onOk={() => form.submit()}
      onCancel={() => {
        if (!create.isPending) onClose();
      }}
      mask={{ closable: !create.isPending }}
      destroyOnHidden
    >
      <Alert type="info" showIcon title={a.hint} style={{ marginBottom: 16 }} />
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{ direction: 'credit', amount: '', reason: '', turnover_multiple: '' }}
        onFinish={submit}
      >
        <Form.Item name="direction" label={a.direction}>
          <Radio.Group
            optionType="button"
            buttonStyle="solid"
            options={[
              { value: 'credit', label: a.credit },
              { value: 'debit', label: a.debit },
            ]}
          />
        </Form.Item>
        <Form.Item name="amount" label={a.amount} rules={[zodRule(AdminAdjustmentRequestSchema.shape.amount)]}>
          <Input inputMode="decimal" placeholder={a.amountPlaceholder} maxLength={16} />
        </Form.Item>
        {direction === 'credit' ? (
          <Form.Item
            name="turnover_multiple"
            label={a.turnoverMultiple}
            extra={a.turnoverHint}
            rules={[zodRule(AdminAdjustmentRequestSchema.shape.turnover_multiple)]}
          >
            <Input inputMode="decimal" placeholder="0" maxLength={6} />
          </Form.Item>
        ) : null}
        <Form.Item name="reason" label={a.reason} rules={[zodRule(AdminReasonSchema)]}>
          <Input.TextArea rows={3} maxLength={200} showCount placeholder={zh.common.reasonPlaceholder} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
