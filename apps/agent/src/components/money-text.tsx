import { isNegativeMoney } from '../lib/money';

/** A money string with a colour for negative values. */
export function MoneyText({ value }: { value: string }) {
  return <span className={isNegativeMoney(value) ? 'money money--negative' : 'money'}>{value}</span>;
}
