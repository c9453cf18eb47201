import { Form, Input, Select, Switch } from 'antd';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import { FormModal } from '../../../components/form-modal';
import { SortInput } from '../../../components/sort-input';
import { zodRule } from '../../../lib/form-rules';
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
      return <SortInput {...control} />;
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

type Row = Record<string, unknown>;

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
  row: Row | null;
  onClose: () => void;
}) {
  const save = useSaveContent(resource);
  return (
    <FormModal<Row, Row, { id?: number; body: Row }>
      item={row}
      name="content-row-form"
      title={() => title}
      initialValues={(item) => {
        // Selects hold strings; numeric codes go back to numbers when sent.
        const initial: Row = { sort: 0, enabled: true, ...item };
        for (const field of fields) {
          if (field.numeric && typeof initial[field.name] === 'number')
            initial[field.name] = String(initial[field.name]);
        }
        return initial;
      }}
      save={save}
      variables={(values, item) => {
        const body: Row = {};
        for (const field of fields) {
          const value = values[field.name];
          if (field.numeric && typeof value === 'string') body[field.name] = Number(value);
          else body[field.name] = typeof value === 'string' ? value.trim() : (value ?? '');
        }
        return { ...(typeof item.id === 'number' ? { id: item.id } : {}), body };
      }}
      onClose={onClose}
    >
      {() =>
        fields.map((field) => (
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
        ))
      }
    </FormModal>
  );
}
