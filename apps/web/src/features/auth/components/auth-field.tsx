import { Input } from 'antd-mobile';
import type { ComponentProps, ReactNode } from 'react';

type InputProps = ComponentProps<typeof Input>;

interface AuthFieldProps {
  icon: ReactNode;
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  maxLength: number;
  type?: InputProps['type'];
  inputMode?: InputProps['inputMode'];
  autoComplete?: InputProps['autoComplete'];
  name: string;
  /** Shown at the end of the row: captcha image, send-code link. */
  extra?: ReactNode;
}

/** One input row of the login and register forms: icon, input, optional trailing element. */
export function AuthField({
  icon,
  label,
  value,
  onChange,
  placeholder,
  maxLength,
  type = 'text',
  inputMode,
  autoComplete,
  name,
  extra,
}: AuthFieldProps) {
  return (
    <div className="auth-field">
      <span className="auth-field__icon" aria-hidden="true">
        {icon}
      </span>
      <Input
        className="auth-field__input"
        name={name}
        type={type}
        inputMode={inputMode}
        autoComplete={autoComplete}
        value={value}
        onChange={onChange}
        placeholder={placeholder}
        maxLength={maxLength}
        clearable
        onlyShowClearWhenFocus
        aria-label={label}
      />
      {extra ? <span className="auth-field__extra">{extra}</span> : null}
    </div>
  );
}
