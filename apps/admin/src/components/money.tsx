/** A money string from the server ('1234.50'), shown as is; negative amounts in green, as losses are. */
export function Money({ value, strong, signed }: { value: string; strong?: boolean; signed?: boolean }) {
  const negative = value.startsWith('-');
  const positive = !negative && /[1-9]/.test(value);
  const className = ['money', negative ? 'money--negative' : '', signed && positive ? 'money--positive' : '']
    .filter(Boolean)
    .join(' ');
  const text = signed && positive ? `+${value}` : value;
  return <span className={className}>{strong ? <strong>{text}</strong> : text}</span>;
}
