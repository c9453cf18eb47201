import { validateSubAgent } from '@app/shared/validation';
import { Alert, App, Checkbox, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { errorText } from '../../../lib/api-client';
import { zh } from '../../../locales/zh-CN';
import { useCreateSubAgent } from '../api/create-sub-agent';

const t = zh.subAgents.form;

interface Fields {
  name: string;
  password: string;
  confirm_password: string;
  realname: string;
  paypassword: string;
  rate_percent: string;
  adult: boolean;
}

/** The new sub-agent form: the registration rules and a rate below the agent's own, checked here and on the server. */
export function CreateSubAgentModal({
  open,
  ownRate,
  onClose,
}: {
  open: boolean;
  ownRate: string;
  onClose: () => void;
}) {
  const [form] = Form.useForm<Fields>();
  const [error, setError] = useState<string | null>(null);
  const create = useCreateSubAgent();
  const { message } = App.useApp();

  const submit = async () => {
    const fields = form.getFieldsValue();
    const invalid = validateSubAgent({
      account: fields.name,
      password: fields.password,
      confirmPassword: fields.confirm_password,
      realName: fields.realname,
      payPassword: fields.paypassword,
      ratePercent: fields.rate_percent,
      adult: Boolean(fields.adult),
      ownRatePercent: ownRate,
    });
    if (invalid) {
      setError(invalid);
      return;
    }
    setError(null);
    try {
      const result = await create.mutateAsync({ ...fields, adult: Boolean(fields.adult) });
      void message.success(result.message);
      form.resetFields();
      onClose();
    } catch (failure) {
      setError(errorText(failure));
    }
  };

  return (
    <Modal
      open={open}
      title={t.title}
      okText={t.submit}
      cancelText={t.cancel}
      onOk={() => void submit()}
      onCancel={onClose}
      confirmLoading={create.isPending}
      destroyOnHidden
    >
      {error ? <Alert type="error" showIcon title={error} className="form-error" /> : null}
      <Form form={form} layout="vertical" requiredMark={false} autoComplete="off">
        <Form.Item name="name" label={t.account}>
          <Input maxLength={13} autoComplete="off" />
        </Form.Item>
        <Form.Item name="password" label={t.password}>
          <Input.Password maxLength={32} autoComplete="new-password" />
        </Form.Item>
        <Form.Item name="confirm_password" label={t.confirmPassword}>
          <Input.Password maxLength={32} autoComplete="new-password" />
        </Form.Item>
        <Form.Item name="realname" label={t.realname}>
          <Input maxLength={40} />
        </Form.Item>
        <Form.Item name="paypassword" label={t.payPassword}>
          <Input.Password maxLength={6} inputMode="numeric" autoComplete="off" />
        </Form.Item>
        <Form.Item name="rate_percent" label={t.rate(ownRate)}>
          <Input inputMode="decimal" maxLength={6} />
        </Form.Item>
        <Form.Item name="adult" valuePropName="checked">
          <Checkbox>{t.adult}</Checkbox>
        </Form.Item>
      </Form>
    </Modal>
  );
}
