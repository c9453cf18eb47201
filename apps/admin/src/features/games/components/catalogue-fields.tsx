import { Form, Input, Switch } from 'antd';
import type { CSSProperties } from 'react';
import type { z } from 'zod';
import { SortInput } from '../../../components/sort-input';
import { zodRule } from '../../../lib/form-rules';
import { catalogueTexts as t } from '../games-texts';

/**
 * The fields every catalogue form (games, categories, lobby tabs) asks the same way; each is checked
 * by the contract's field (`schema`) before anything is sent.
 */

/** `name`, required. */
export function NameField({ label, schema, max }: { label: string; schema: z.ZodType; max: number }) {
  return (
    <Form.Item name="name" label={label} rules={[{ required: true, message: t.required(label) }, zodRule(schema)]}>
      <Input maxLength={max} />
    </Form.Item>
  );
}

/** `game_img`: the picture's address. */
export function ImageField({ schema }: { schema: z.ZodType }) {
  return (
    <Form.Item name="game_img" label={t.image} extra={t.imageHint} rules={[zodRule(schema)]}>
      <Input maxLength={500} />
    </Form.Item>
  );
}

/** `sort`: the display order. */
export function SortField({ schema, style }: { schema: z.ZodType; style?: CSSProperties }) {
  return (
    <Form.Item name="sort" label={t.sort} extra={t.sortHint} rules={[zodRule(schema)]} style={style}>
      <SortInput />
    </Form.Item>
  );
}

/** `enabled`, a switch beside the order. */
export function EnabledField() {
  return (
    <Form.Item name="enabled" label={t.enabled} valuePropName="checked" style={{ flex: '0 0 80px' }}>
      <Switch />
    </Form.Item>
  );
}
