import { InputNumber, type InputNumberProps } from 'antd';

/**
 * The display order of a row (a whole number, smaller first). Inside a Form.Item: the `id`, `value`
 * and `onChange` the item injects are passed on.
 */
export function SortInput(props: InputNumberProps<number>) {
  return <InputNumber<number> precision={0} min={-100_000} max={100_000} style={{ width: '100%' }} {...props} />;
}
