import { Button } from 'antd-mobile';
import type { ReactNode } from 'react';
import './account-form.css';

interface AccountFormProps {
  /** Runs on the submit button and on Enter; the browser's own checks and submit are off. */
  onSubmit: () => void;
  /** Added after `account-form` (a popup's own spacing). */
  className?: string;
  children: ReactNode;
}

/** The form of the account and card pages: `FormField` rows, then `AccountFormSubmit`. */
export function AccountForm({ onSubmit, className, children }: AccountFormProps) {
  return (
    <form
      noValidate
      className={className ? `account-form ${className}` : 'account-form'}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </form>
  );
}

interface AccountFormSubmitProps {
  /** The request is in flight: the spinner shows. */
  loading: boolean;
  /** In flight or already done: no second submit. */
  disabled: boolean;
  children: ReactNode;
}

/** The wide submit button of an `AccountForm`. */
export function AccountFormSubmit({ loading, disabled, children }: AccountFormSubmitProps) {
  return (
    <Button
      className="account-form__submit"
      type="submit"
      block
      color="primary"
      shape="rounded"
      size="large"
      loading={loading}
      disabled={disabled}
    >
      {children}
    </Button>
  );
}
