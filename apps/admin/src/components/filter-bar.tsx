import { Button, Col, Form, Grid, Input, Row, Select } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { rangeOf } from '../lib/date-ranges';
import type { ListParams, ListState } from '../lib/list-params';
import { DateFilter, DateRangeFilter } from './date-range-filter';
import { zh } from '../locales/zh-CN';

export type FilterField =
  | { kind: 'text'; name: string; label: string }
  | {
      kind: 'select';
      name: string;
      label: string;
      options: readonly { value: string; label: string }[];
      /** Type to narrow a long list of options by their label. */
      search?: boolean;
    }
  | { kind: 'date'; name: string; label: string }
  /** One RangePicker (with site-time presets) for two query values: `name` (from) and `toName` (to). */
  | { kind: 'dateRange'; name: string; toName: string; label: string };

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

/** A date range filter over two query values (`from` / `to` unless named otherwise). */
export function dateRangeField(label: string = zh.common.dateRange, name = 'from', toName = 'to'): FilterField {
  return { kind: 'dateRange', name, toName, label };
}

/** 日期 as `from` / `to` (the server's day range), one RangePicker with presets. */
export const DATE_RANGE_FIELDS: readonly FilterField[] = [dateRangeField()];

interface FilterBarProps {
  fields: readonly FilterField[];
  list: ListState;
  /** Buttons after 查询 / 重置 (CSV export). */
  extra?: ReactNode;
}

const SPANS = { xs: 12, sm: 12, md: 8, lg: 6, xxl: 4 } as const;
const WIDE_SPANS = { xs: 24, sm: 24, md: 16, lg: 12, xl: 8, xxl: 6 } as const;

/** Shown on a phone before 更多筛选 opens the rest. */
const COMPACT_VISIBLE = 2;

/** The form's values: one string per field, a [from, to] pair for a range (under its `name`). */
type FormValues = Record<string, string | [string, string]>;

function valuesOf(fields: readonly FilterField[], params: ListParams): FormValues {
  const values: FormValues = {};
  for (const field of fields)
    values[field.name] =
      field.kind === 'dateRange' ? rangeOf(params[field.name], params[field.toName]) : (params[field.name] ?? '');
  return values;
}

/** The form's values as query values: a range becomes its two days. */
function paramsOf(fields: readonly FilterField[], values: FormValues): ListParams {
  const params: ListParams = {};
  for (const field of fields) {
    const value = values[field.name];
    if (field.kind === 'dateRange') {
      const [from, to] = Array.isArray(value) ? value : ['', ''];
      params[field.name] = from;
      params[field.toName] = to;
    } else params[field.name] = typeof value === 'string' ? value : '';
  }
  return params;
}

interface FieldInputProps {
  field: FilterField;
  /** Given by the enclosing Form.Item. */
  value?: string | [string, string];
  onChange?: (value: string | [string, string]) => void;
}

function FieldInput({ field, value, onChange }: FieldInputProps) {
  const text = typeof value === 'string' ? value : '';
  switch (field.kind) {
    case 'text':
      return (
        <Input
          allowClear
          placeholder={field.label}
          aria-label={field.label}
          value={text}
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
          {...(field.search ? { showSearch: { optionFilterProp: 'label' } } : {})}
          value={text}
          onChange={(next: string) => onChange?.(next)}
        />
      );
    case 'date':
      return <DateFilter label={field.label} value={text} onChange={onChange} />;
    case 'dateRange':
      return (
        <DateRangeFilter label={field.label} value={Array.isArray(value) ? value : undefined} onChange={onChange} />
      );
  }
}

/** The filters of a list: they go into the address and the server does the filtering. */
export function FilterBar({ fields, list, extra }: FilterBarProps) {
  const [form] = Form.useForm<FormValues>();
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
      onFinish={(values) =>
        list.setFilters({ ...paramsOf(fields, valuesOf(fields, params)), ...paramsOf(fields, values) })
      }
    >
      <Row gutter={[8, 8]}>
        {fields.map((field) => (
          // Folded fields stay mounted (their values still apply), only out of sight.
          <Col
            key={field.name}
            // A range holds two days: twice a field's width.
            {...(field.kind === 'dateRange' ? WIDE_SPANS : SPANS)}
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
