import { CreateStaffRequestSchema, UpdateStaffRequestSchema, type StaffAccountSchema } from '@app/shared/contracts';
import { App, Checkbox, Form, Input, Modal, Select } from 'antd';
import type { z } from 'zod';
import { zodRule } from '../../../lib/form-rules';
import { zh } from '../../../locales/zh-CN';
import { useCreateStaff, type CreateStaffInput } from '../api/create-staff';
import { useUpdateStaff } from '../api/update-staff';

type StaffAccount = z.infer<typeof StaffAccountSchema>;
const s = zh.staff;

const ROLE_OPTIONS = Object.entries(s.roles).map(([value, label]) => ({ value, label }));

interface EditValues {
  role: NonNullable<z.infer<typeof UpdateStaffRequestSchema>['role']>;
  status: 'active' | 'disabled';
  reset_totp: boolean;
  password: string;
}

/** Creates a staff account (`account` null) or edits one: role, status, TOTP reset, new password. */
export function StaffFormModal({
  open,
  account,
  onClose,
}: {
  open: boolean;
  account: StaffAccount | null;
  onClose: () => void;
}) {
  const [createForm] = Form.useForm<CreateStaffInput>();
  const [editForm] = Form.useForm<EditValues>();
  const { message } = App.useApp();
  const create = useCreateStaff();
  const update = useUpdateStaff();
  const pending = create.isPending || update.isPending;
  const done = ({ message: text }: { message: string }) => {
    void message.success(text);
    onClose();
  };

  return (
    <Modal
      open={open}
      title={account ? s.editTitle(account.username) : s.createTitle}
      okText={zh.common.save}
      okButtonProps={{ loading: pending, disabled: pending }}
      cancelButtonProps={{ disabled: pending }}
      onOk={() => (account ? editForm.submit() : createForm.submit())}
      onCancel={() => {
        if (!pending) onClose();
      }}
      destroyOnHidden
    >
      {account ? (
        <Form
          form={editForm}
          layout="vertical"
          preserve={false}
          initialValues={{ role: account.role, status: account.status, reset_totp: false, password: '' }}
          onFinish={(values) =>
            update.mutate(
              {
                id: account.id,
                role: values.role,
                status: values.status,
                reset_totp: values.reset_totp,
                ...(values.password ? { password: values.password } : {}),
              },
              { onSuccess: done },
            )
          }
        >
          <Form.Item name="role" label={s.role}>
            <Select options={ROLE_OPTIONS} />
          </Form.Item>
          <Form.Item name="status" label={s.status}>
            <Select
              options={[
                { value: 'active', label: s.active },
                { value: 'disabled', label: s.disabled },
              ]}
            />
          </Form.Item>
          <Form.Item name="password" label={s.password} rules={[{ validator: passwordIfGiven }]}>
            <Input.Password autoComplete="new-password" placeholder={s.newPasswordPlaceholder} maxLength={128} />
          </Form.Item>
          <Form.Item name="reset_totp" valuePropName="checked">
            <Checkbox>{s.resetTotp}</Checkbox>
          </Form.Item>
        </Form>
      ) : (
        <Form
          form={createForm}
          layout="vertical"
          preserve={false}
          initialValues={{ username: '', password: '', role: 'customer_service' }}
          onFinish={(values) => create.mutate({ ...values, username: values.username.trim() }, { onSuccess: done })}
        >
          <Form.Item name="username" label={s.username} rules={[zodRule(CreateStaffRequestSchema.shape.username)]}>
            <Input autoComplete="off" maxLength={32} />
          </Form.Item>
          <Form.Item name="password" label={s.password} rules={[zodRule(CreateStaffRequestSchema.shape.password)]}>
            <Input.Password autoComplete="new-password" placeholder={s.passwordPlaceholder} maxLength={128} />
          </Form.Item>
          <Form.Item name="role" label={s.role}>
            <Select options={ROLE_OPTIONS} />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}

/** An empty password field means "unchanged"; a typed one must pass the contract. */
async function passwordIfGiven(_rule: unknown, value: unknown): Promise<void> {
  if (value === undefined || value === '') return;
  const result = UpdateStaffRequestSchema.shape.password.safeParse(value);
  if (!result.success) throw new Error(result.error.issues[0]?.message ?? zh.common.invalid);
}
