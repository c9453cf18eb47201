import { AdminAdjustmentSettingsUpdateSchema } from '@app/shared/contracts';
import { Button, Card, Flex, Form, Input, Modal, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useSaveWithToast } from '../../../hooks/use-save-with-toast';
import { zodRule } from '../../../lib/form-rules';
import { zh } from '../../../locales/zh-CN';
import { useCan } from '../../../hooks/use-can';
import { useAdjustmentSettings, useSaveAdjustmentSettings } from '../api/adjustment-settings';

const a = zh.adjustments;

/**
 * The single-approval limit of balance adjustments: every staff member sees it; only staff managers
 * change it (it is a control on the staff who adjust balances).
 */
export function AdjustmentLimitCard() {
  const settings = useAdjustmentSettings();
  const save = useSaveAdjustmentSettings();
  const can = useCan();
  const saveWithToast = useSaveWithToast();
  const [form] = Form.useForm<{ second_approval_amount: string }>();
  const [editing, setEditing] = useState(false);

  let body;
  if (settings.isPending) body = <Skeleton.Input active size="small" />;
  else if (settings.isError) body = <Typography.Text type="danger">{a.limitLoadFailed}</Typography.Text>;
  else body = <Typography.Text>{a.limitText(settings.data.second_approval_amount)}</Typography.Text>;

  return (
    <Card size="small">
      <Flex wrap gap={8} align="center" justify="space-between">
        {body}
        {can('staff.manage') && settings.isSuccess && (
          <Button
            size="small"
            onClick={() => {
              form.setFieldsValue({ second_approval_amount: settings.data.second_approval_amount });
              setEditing(true);
            }}
          >
            {a.limitEdit}
          </Button>
        )}
      </Flex>
      <Modal
        open={editing}
        title={a.limitTitle}
        okText={zh.common.save}
        cancelText={zh.common.cancel}
        confirmLoading={save.isPending}
        destroyOnHidden
        onCancel={() => setEditing(false)}
        onOk={() => form.submit()}
      >
        <Form form={form} layout="vertical" onFinish={(values) => saveWithToast(save, values, () => setEditing(false))}>
          <Form.Item
            name="second_approval_amount"
            label={a.limitLabel}
            extra={a.limitHint}
            rules={[
              { required: true, message: a.limitRequired },
              zodRule(AdminAdjustmentSettingsUpdateSchema.shape.second_approval_amount),
            ]}
          >
            <Input inputMode="decimal" placeholder={a.amountPlaceholder} />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}
