import { Button, Col, Form, Grid, Input, Row, Select } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import type { ListParams, ListState } from '../lib/list-params';
import { zh } from '../locales/zh-CN';

export type FilterField =
  | { kind: 'text'; name: string; label: string }
  | { kind: 'select'; name: string; label: string; options: readonly { value: string; label: string }[] }
  | { kind: 'date'; name: string; label: string };

/** The options of a select from a catalogue of `value: label` (states…), in its order. */
export function optionsOf(labels: Record<string, string>): { value: string; label: string }[] {
  return Object.entries(labels).map(([value, label]) => ({ value, label }));
}

/** A 是 / 否 select ('1' / '0'). */
export function yesNoField(name: string, label: string): FilterField {
  return {
    kind: 'select',
    name,
    label,
    options: [
      { value: '1', label: zh.common.yes },
      { value: '0', label: zh.common.no },
    ],
  };
}

/** 开始日期 / 结束日期 as `from` / `to` (the server's day range). */
export const DATE_RANGE_FIELDS: readonly FilterField[] = [
  { kind: 'date', name: 'from', label: zh.common.from },
  { kind: 'date', name: 'to', label: zh.common.to },
];

interface FilterBarProps {
  fields: readonly FilterField[];
  list: ListState;
  /** Buttons after 查询 / 重置 (CSV export). */
  extra?: ReactNode;
}

/** Shown on a phone before 更多筛选 opens the rest. */
const COMPACT_VISIBLE = 2;

function valuesOf(fields: readonly FilterField[], params: ListParams): ListParams {
  const values: ListParams = {};
  for (const field of fields) values[field.name] = params[field.name] ?? '';
  return values;
}

interface FieldInputProps {
  field: FilterField;
  /** Given by the enclosing Form.Item. */
  value?: string;
  onChange?: (value: string) => void;
}

function FieldInput({ field, value, onChange }: FieldInputProps) {
  switch (field.kind) {
    case 'text':
      return (
        <Input
          allowClear
          placeholder={field.label}
          aria-label={field.label}
          value={value}
          onChange={(event) => onChange?.(event.target.value)}
        />
      );
    case 'select':
      return (
        <Select
          style={{ width: '100%' }}
          aria-label={field.label}
          prefix={zh.common.labelOf(field.label)}
          options={[{ value: '', label: zh.common.all }, ...field.options]}
          value={value ?? ''}
          onChange={(next: string) => onChange?.(next)}
        />
      );
    case 'date':
      // The browser's own date picker: 'YYYY-MM-DD', the server's day format.
      return (
        <Input
          type="date"
          prefix={field.label}
          aria-label={field.label}
          value={value}
          onChange={(event) => onChange?.(event.target.value)}
        />
      );
  }
}

/** The filters of a list: they go into the address and the server does the filtering. */
export function FilterBar({ fields, list, extra }: FilterBarProps) {
  const [form] = Form.useForm<ListParams>();
  const screens = Grid.useBreakpoint();
  const compact = !screens.md;
  const [expanded, setExpanded] = useState(false);
  const { params } = list;

  useEffect(() => {
    form.setFieldsValue(valuesOf(fields, params));
  }, [form, fields, params]);

  const visible = compact && !expanded ? fields.slice(0, COMPACT_VISIBLE) : fields;

  return (
    <Form
      form={form}
      className="filter-bar"
      initialValues={valuesOf(fields, params)}
      onFinish={(values) => list.setFilters({ ...valuesOf(fields, params), ...values })}
    >
      <Row gutter={[8, 8]}>
        {fields.map((field) => (
          // Folded fields stay mounted (their values still apply), only out of sight.
          <Col
            key={field.name}
            xs={12}
            sm={12}
            md={8}
            lg={6}
            xxl={4}
            style={visible.includes(field) ? undefined : { display: 'none' }}
          >
            <Form.Item name={field.name} noStyle>
              <FieldInput field={field} />
            </Form.Item>
          </Col>
        ))}
        <Col flex="auto">
          <div className="filter-bar__buttons">
            <Button type="primary" htmlType="submit">
              {zh.common.search}
            </Button>
            <Button
              onClick={() => {
                list.reset();
              }}
            >
              {zh.common.reset}
            </Button>
            {compact && fields.length > COMPACT_VISIBLE ? (
              <Button type="link" onClick={() => setExpanded((open) => !open)}>
                {expanded ? zh.common.fewerFilters : zh.common.moreFilters}
              </Button>
            ) : null}
            {extra}
          </div>
        </Col>
      </Row>
    </Form>
  );
}
