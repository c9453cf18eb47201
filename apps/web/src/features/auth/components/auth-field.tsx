import { LOGIN_INPUT_MAX_LENGTH, REGISTER_INPUT_MAX_LENGTH } from '@app/shared/validation';
import { Input } from 'antd-mobile';
import { CheckShieldOutline, LockOutline, MessageOutline, PhonebookOutline, UserOutline } from 'antd-mobile-icons';
import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n';
import type { CaptchaInput } from '../hooks/use-captcha-input';
import { CaptchaImage } from './captcha-image';
import { SmsCodeLink } from '../../../components/sms-code-link';

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

/** What the login and register pages set on a field; the rest is the field's own. */
interface TextFieldProps {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
}

/** 账号: the login name of an account login or registration. */
export function AccountField(props: TextFieldProps) {
  const { t } = useTranslation();
  return (
    <AuthField
      {...props}
      name="account"
      icon={<UserOutline />}
      label={t('login.account')}
      // Registration caps the account the same (REGISTER_INPUT_MAX_LENGTH.account, spec-1 §5: 13).
      maxLength={LOGIN_INPUT_MAX_LENGTH.name}
      autoComplete="username"
    />
  );
}

/** 手机号: the phone of a phone login or registration (it is the login name of a phone account). */
export function PhoneField(props: TextFieldProps) {
  const { t } = useTranslation();
  return (
    <AuthField
      {...props}
      name="phone"
      icon={<PhonebookOutline />}
      label={t('login.phone')}
      // The login name cap (spec-1 §5: 13) also caps the phone: 11 digits or +86 and 11 digits.
      maxLength={LOGIN_INPUT_MAX_LENGTH.name}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
    />
  );
}

interface PasswordFieldProps extends TextFieldProps {
  name: string;
  label: string;
  maxLength: number;
  autoComplete: 'current-password' | 'new-password';
}

/** A login password row (lock icon, hidden text). */
export function PasswordField(props: PasswordFieldProps) {
  return <AuthField {...props} icon={<LockOutline />} type="password" />;
}

/** 验证码 with the server captcha image at the end; tapping the image loads a new one. */
export function CaptchaField({ input, placeholder }: { input: CaptchaInput; placeholder: string }) {
  const { t } = useTranslation();
  return (
    <AuthField
      name="captcha"
      icon={<CheckShieldOutline />}
      label={t('login.captcha')}
      placeholder={placeholder}
      value={input.value}
      onChange={input.setValue}
      maxLength={REGISTER_INPUT_MAX_LENGTH.captcha}
      autoComplete="off"
      extra={
        <CaptchaImage
          captcha={input.captcha.data}
          isLoading={input.captcha.isFetching}
          isError={input.captcha.isError}
          onRefresh={input.reload}
        />
      }
    />
  );
}

/** 短信验证码 with the send-code link for `phone` at the end. */
export function SmsCodeField({
  phone,
  purpose,
  ...props
}: TextFieldProps & { phone: string; purpose: 'register' | 'login' }) {
  const { t } = useTranslation();
  return (
    <AuthField
      {...props}
      name="smsCode"
      icon={<MessageOutline />}
      label={t('login.smsCode')}
      // Login and register share the 6-digit cap (spec-1 §5).
      maxLength={LOGIN_INPUT_MAX_LENGTH.code}
      inputMode="numeric"
      autoComplete="one-time-code"
      extra={<SmsCodeLink phone={phone} purpose={purpose} />}
    />
  );
}
