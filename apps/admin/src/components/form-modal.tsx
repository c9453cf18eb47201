import { Form, Modal, type FormInstance } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { useSaveWithToast, type SaveMutation } from '../hooks/use-save-with-toast';
import { zh } from '../locales/zh-CN';

interface FormModalProps<Item, Values, Variables> {
  /**
   * What the dialog creates or edits (a row, 'new', …); null = closed. Keep it in state: each new
   * value opens the form afresh from `initialValues`.
   */
  item: Item | null;
  title: (item: Item) => ReactNode;
  initialValues: (item: Item) => Partial<Values>;
  /** The save; while it runs the dialog cannot be closed and its fields are read-only. */
  save: SaveMutation<Variables>;
  /** The mutation's variables from the checked form values. */
  variables: (values: Values, item: Item) => Variables;
  onClose: () => void;
  /** The fields (Form.Items). */
  children: (item: Item) => ReactNode;
  /** The form instance, when the page watches its values (Form.useWatch). */
  form?: FormInstance<Values>;
  /** The form's name (prefixes the fields' ids). */
  name?: string;
  width?: number;
}

/**
 * A create / edit dialog: a vertical form with 保存 and 取消; on save the mutation runs, the
 * server's message is toasted and the dialog closes.
 */
export function FormModal<Item, Values extends object, Variables>({
  item,
  title,
  initialValues,
  save,
  variables,
  onClose,
  children,
  form: given,
  name,
  width,
}: FormModalProps<Item, Values, Variables>) {
  const [form] = Form.useForm<Values>(given);
  const saveWithToast = useSaveWithToast();
  const pending = save.isPending;
  // One form store serves every opening: start each one from this item's values, not from what
  // the previous opening left in the store (a dialog opened after another kept its values).
  useEffect(() => {
    if (item !== null) form.resetFields();
  }, [form, item]);
  return (
    <Modal
      open={item !== null}
      title={item === null ? '' : title(item)}
      okText={zh.common.save}
      cancelText={zh.common.cancel}
      okButtonProps={{ loading: pending, disabled: pending }}
      cancelButtonProps={{ disabled: pending }}
      onOk={() => form.submit()}
      onCancel={() => {
        if (!pending) onClose();
      }}
      width={width}
      destroyOnHidden
    >
      {item === null ? null : (
        <Form<Values>
          form={form}
          name={name}
          layout="vertical"
          preserve={false}
          disabled={pending}
          initialValues={initialValues(item)}
          onFinish={(values) => saveWithToast(save, variables(values, item), onClose)}
        >
          {children(item)}
        </Form>
      )}
    </Modal>
  );
}
