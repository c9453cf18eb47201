import { AdminResetFundPasswordRequestSchema, AdminResetPasswordRequestSchema } from '@app/shared/contracts';
import { Alert, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { zodRule } from '../../../lib/form-rules';
import { zh } from '../../../locales/zh-CN';
import { useResetFundPassword } from '../api/reset-fund-password';
import { useResetPassword } from '../api/reset-password';

const m = zh.members;

interface ResetPasswordModalProps {
  kind: 'login' | 'fund';
  memberId: string;
  open: boolean;
  onClose: () => void;
}

/**
 * Resets the login or fund password: the one typed, or one the server generates. The new password
 * is shown once, in this dialog, and forgotten when it closes.
 */
export function ResetPasswordModal({ kind, memberId, open, onClose }: ResetPasswordModalProps) {
  const [form] = Form.useForm<{ password: string }>();
  const resetLogin = useResetPassword();
  const resetFund = useResetFundPassword();
  const mutation = kind === 'login' ? resetLogin : resetFund;
  const [result, setResult] = useState<{ password: string; message: string } | null>(null);
  const isLogin = kind === 'login';

  function close() {
    if (mutation.isPending) return;
    setResult(null);
    onClose();
  }

  function submit(values: { password?: string }) {
    mutation.mutate(
      { id: memberId, password: (values.password ?? '').trim() },
      { onSuccess: ({ data, message }) => setResult({ password: data.password, message }) },
    );
  }

  return (
    <Modal
      open={open}
      title={isLogin ? m.resetPasswordTitle : m.resetFundPasswordTitle}
      okText={result ? zh.common.close : zh.common.confirm}
      okButtonProps={{ loading: mutation.isPending, disabled: mutation.isPending, danger: !result }}
      cancelButtonProps={{ disabled: mutation.isPending, style: result ? { display: 'none' } : undefined }}
      onOk={() => (result ? close() : form.submit())}
      onCancel={close}
      mask={{ closable: false }}
      destroyOnHidden
    >
      {result ? (
        <>
          <Alert type="success" showIcon title={result.message} style={{ marginBottom: 16 }} />
          <Typography.Paragraph>{m.generatedTitle}</Typography.Paragraph>
          <Typography.Title level={3} copyable={{ text: result.password }} className="one-time-secret">
            {result.password}
          </Typography.Title>
          <Typography.Paragraph type="warning">{m.generatedHint}</Typography.Paragraph>
        </>
      ) : (
        <Form form={form} layout="vertical" preserve={false} onFinish={submit}>
          <Typography.Paragraph type="secondary">
            {isLogin ? m.resetPasswordHint : m.resetFundPasswordHint}
          </Typography.Paragraph>
          <Form.Item
            name="password"
            label={m.newPassword}
            rules={[
              zodRule(
                isLogin
                  ? AdminResetPasswordRequestSchema.shape.password
                  : AdminResetFundPasswordRequestSchema.shape.password,
              ),
            ]}
          >
            <Input
              autoComplete="off"
              maxLength={isLogin ? 16 : 6}
              inputMode={isLogin ? 'text' : 'numeric'}
              placeholder={isLogin ? m.newPasswordPlaceholder : m.newFundPasswordPlaceholder}
            />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
