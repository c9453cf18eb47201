import { App, Form, Input, InputNumber, Modal, Select, Switch } from 'antd';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import { zodRule } from '../../../lib/form-rules';
import { zh } from '../../../locales/zh-CN';
import { useSaveContent, type ContentResource } from '../api/content-lists';
import { ct } from '../content-texts';
import { ImageField } from './image-field';

export interface ContentField {
  name: string;
  label: string;
  kind?: 'text' | 'textarea' | 'number' | 'switch' | 'select' | 'image';
  options?: readonly { value: string; label: string }[];
  schema?: z.ZodType;
  required?: boolean;
  /** The message when a required field is empty (default '请填写<label>'). */
  requiredMessage?: string;
  extra?: string;
  placeholder?: string;
  maxLength?: number;
  /** Stored as a number (selects of numeric codes). */
  numeric?: boolean;
}

/** The control of a field; Form.Item passes `id`, `value` / `checked` and `onChange` through `control`. */
function FieldInput({ field, ...control }: { field: ContentField } & Record<string, unknown>): ReactNode {
  switch (field.kind) {
    case 'textarea':
      return <Input.TextArea rows={3} maxLength={field.maxLength} {...control} />;
    case 'number':
      return <InputNumber precision={0} min={-100_000} max={100_000} style={{ width: '100%' }} {...control} />;
    case 'switch':
      return <Switch {...control} />;
    case 'select':
      return <Select options={field.options ? [...field.options] : []} {...control} />;
    case 'image':
      return <ImageField {...control} />;
    case 'text':
    case undefined:
      return <Input maxLength={field.maxLength} placeholder={field.placeholder} {...control} />;
  }
}

const FORM_ID = 'content-row-form';

/** The form itself: a fresh form (and fresh initial values) each time the modal opens. */
function ContentRowForm({
  fields,
  row,
  disabled,
  onSubmit,
}: {
  fields: readonly ContentField[];
  row: Record<string, unknown>;
  disabled: boolean;
  onSubmit: (body: Record<string, unknown>) => void;
}) {
  const [form] = Form.useForm<Record<string, unknown>>();
  // Selects hold strings; numeric codes go back to numbers when sent.
  const initial: Record<string, unknown> = { sort: 0, enabled: true, ...row };
  for (const field of fields) {
    if (field.numeric && typeof initial[field.name] === 'number') initial[field.name] = String(initial[field.name]);
  }
  return (
    <Form
      form={form}
      id={FORM_ID}
      name={FORM_ID}
      layout="vertical"
      initialValues={initial}
      disabled={disabled}
      onFinish={(values) => {
        const body: Record<string, unknown> = {};
        for (const field of fields) {
          const value = values[field.name];
          if (field.numeric && typeof value === 'string') body[field.name] = Number(value);
          else body[field.name] = typeof value === 'string' ? value.trim() : (value ?? '');
        }
        onSubmit(body);
      }}
    >
      {fields.map((field) => (
        <Form.Item
          key={field.name}
          name={field.name}
          label={field.label}
          extra={field.extra}
          valuePropName={field.kind === 'switch' ? 'checked' : 'value'}
          validateFirst
          rules={[
            ...(field.required
              ? [{ required: true, whitespace: true, message: field.requiredMessage ?? ct.required(field.label) }]
              : []),
            ...(field.schema ? [zodRule(field.schema)] : []),
          ]}
        >
          <FieldInput field={field} />
        </Form.Item>
      ))}
    </Form>
  );
}

/** The create (row = {}) or edit form of one content row; `row` null = closed. */
export function ContentFormModal({
  resource,
  title,
  fields,
  row,
  onClose,
}: {
  resource: ContentResource;
  title: string;
  fields: readonly ContentField[];
  row: Record<string, unknown> | null;
  onClose: () => void;
}) {
  const { message } = App.useApp();
  const save = useSaveContent(resource);
  const id = typeof row?.id === 'number' ? row.id : undefined;
  return (
    <Modal
      open={row !== null}
      title={title}
      okText={zh.common.save}
      cancelText={zh.common.cancel}
      okButtonProps={{ loading: save.isPending, htmlType: 'submit', form: FORM_ID }}
      cancelButtonProps={{ disabled: save.isPending }}
      onCancel={() => !save.isPending && onClose()}
      destroyOnHidden
    >
      {row ? (
        <ContentRowForm
          fields={fields}
          row={row}
          disabled={save.isPending}
          onSubmit={(body) =>
            save.mutate(
              { ...(id === undefined ? {} : { id }), body },
              {
                onSuccess: ({ message: text }) => {
                  void message.success(text);
                  onClose();
                },
              },
            )
          }
        />
      ) : null}
    </Modal>
  );
}
