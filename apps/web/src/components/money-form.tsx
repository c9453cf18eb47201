import { Button, Input } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from '../lib/i18n';

// Styled by layout-blocks.css and money-page.css, which each money page imports itself (the CSS
// order stays the page's).

/** The heading of a `money-section` of the deposit, withdraw and assets pages. */
export function MoneySectionTitle({ title, aside }: { title: string; aside?: ReactNode }) {
  return (
    <h2 className="money-section__title">
      <span>{title}</span>
      {aside}
    </h2>
  );
}

interface MoneyFieldProps {
  label: string;
  /** '¥' before the input (amounts). */
  withCurrency?: boolean;
  /** The input and anything after it inside the box (the transfer popup's 全部). */
  children: ReactNode;
}

/** A labelled input box of the money forms (withdraw, transfer). */
export function MoneyField({ label, withCurrency = false, children }: MoneyFieldProps) {
  const { t } = useTranslation();
  return (
    <label className="money-field">
      <span className="money-field__label">{label}</span>
      <span className="field-box money-field__box">
        {withCurrency ? <span className="money-field__prefix">{t('common.currency')}</span> : null}
        {children}
      </span>
    </label>
  );
}

interface MoneySubmitProps {
  loading: boolean;
  disabled: boolean;
  onClick: () => void;
  children: ReactNode;
}

/** The wide confirm button of the money forms (deposit, withdraw, transfer). */
export function MoneySubmit({ loading, disabled, onClick, children }: MoneySubmitProps) {
  return (
    <Button
      className="money-submit"
      block
      color="primary"
      shape="rounded"
      size="large"
      loading={loading}
      disabled={disabled}
      onClick={onClick}
    >
      {children}
    </Button>
  );
}

interface AmountInputProps {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  maxLength: number;
}

/** A yuan amount the member types: decimal keypad and a clear button (parsed by lib/money-text). */
export function AmountInput(props: AmountInputProps) {
  return <Input {...props} inputMode="decimal" clearable />;
}
