import type { ReactNode } from 'react';
import './layout-blocks.css';
import './account-form.css';

interface FormFieldProps {
  label: string;
  /** The input (antd-mobile Input) or a read-only value. */
  children: ReactNode;
  /** Something after the input: a send-code link, an eye toggle. */
  extra?: ReactNode;
  hint?: string;
  /** Opens a chooser (bank picker) instead of typing. */
  onClick?: () => void;
}

/** One labelled field of the account and card forms: label, bordered box, optional hint below. */
export function FormField({ label, children, extra, hint, onClick }: FormFieldProps) {
  const box = (
    <span className="field-box form-field__box">
      <span className="form-field__control">{children}</span>
      {extra}
    </span>
  );
  return (
    <div className="form-field">
      <span className="form-field__label">{label}</span>
      {onClick ? (
        <button type="button" className="form-field__chooser" onClick={onClick}>
          {box}
        </button>
      ) : (
        <label className="form-field__wrap">{box}</label>
      )}
      {hint ? <p className="form-field__hint">{hint}</p> : null}
    </div>
  );
}
