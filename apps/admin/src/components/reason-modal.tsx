import { AdminReasonSchema } from '@app/shared/contracts';
import { Form, Input, Modal, Typography } from 'antd';
import type { ReactNode } from 'react';
import { zodRule } from '../lib/form-rules';
import { zh } from '../locales/zh-CN';

interface ReasonModalProps {
  open: boolean;
  title: string;
  hint?: ReactNode;
  label?: string;
  okText?: string;
  /** The action is in flight: the OK button spins and the dialog stays open. */
  pending: boolean;
  onSubmit: (reason: string) => void;
  onCancel: () => void;
}

/** An action that needs a written reason (refusals, freezes): nothing is sent without one. */
export function ReasonModal({ open, title, hint, label, okText, pending, onSubmit, onCancel }: ReasonModalProps) {
  const [form] = Form.useForm<{ reason: string }>();
  return (
    <Modal
      open={open}
      title={title}
      okText={okText ?? zh.common.confirm}
      okButtonProps={{ danger: true, loading: pending, disabled: pending }}
      cancelButtonProps={{ disabled: pending }}
      onOk={() => form.submit()}
      onCancel={() => {
        if (!pending) onCancel();
      }}
      mask={{ closable: !pending }}
      destroyOnHidden
    >
      {hint ? <Typography.Paragraph type="secondary">{hint}</Typography.Paragraph> : null}
      <Form form={form} layout="vertical" onFinish={(values) => onSubmit(values.reason.trim())} preserve={false}>
        <Form.Item name="reason" label={label ?? zh.common.reason} rules={[zodRule(AdminReasonSchema)]}>
          <Input.TextArea autoFocus rows={3} maxLength={200} showCount placeholder={zh.common.reasonPlaceholder} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
