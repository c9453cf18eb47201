import { Input } from 'antd-mobile';
import { EyeInvisibleOutline, EyeOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import type { PasswordChangeInput } from '@app/shared/validation';
import { paths } from '../../../config/paths';
import { AccountForm, AccountFormSubmit } from '../../../components/account-form';
import { FormField } from '../../../components/form-field';
import { showToast } from '../../../lib/show-toast';

export interface PasswordChangeTexts {
  oldLabel: string;
  newLabel: string;
  confirmLabel: string;
  oldPlaceholder: string;
  newPlaceholder: string;
  confirmPlaceholder: string;
  /** Shown under the new password ('6-16位字母和数字', '6位数字'). */
  newHint: string;
}

interface PasswordChangeFormProps {
  texts: PasswordChangeTexts;
  maxLength: number;
  inputMode?: 'numeric' | 'text';
  /** The first failing message in the spec's order, or null (shared validation). */
  validate: (input: PasswordChangeInput) => string | null;
  onSubmit: (input: { oldPassword: string; newPassword: string; confirmPassword: string }) => void;
  /** In flight or already done: the button stays disabled. */
  isBusy: boolean;
  isPending: boolean;
}

function PasswordInput({
  value,
  onChange,
  placeholder,
  maxLength,
  inputMode,
}: {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  maxLength: number;
  inputMode: 'numeric' | 'text';
}) {
  const { t } = useTranslation();
  const [isShown, setIsShown] = useState(false);
  return (
    <>
      <Input
        type={isShown ? 'text' : 'password'}
        value={value}
        onChange={onChange}
        placeholder={placeholder}
        maxLength={maxLength}
        inputMode={inputMode}
        autoComplete="off"
      />
      <button
        type="button"
        className="password-eye"
        aria-label={isShown ? t('account.hidePassword') : t('account.showPassword')}
        aria-pressed={isShown}
        onClick={() => setIsShown((shown) => !shown)}
      >
        {isShown ? <EyeOutline /> : <EyeInvisibleOutline />}
      </button>
    </>
  );
}

/**
 * Old, new and confirmation of a password (spec-1 §2 /resetPasswordNew and /modifyPayPassword).
 * The submit checks the spec-1 §5 toasts in their order before anything is sent; below it, forgot
 * password opens customer service.
 */
export function PasswordChangeForm({
  texts,
  maxLength,
  inputMode = 'text',
  validate,
  onSubmit,
  isBusy,
  isPending,
}: PasswordChangeFormProps) {
  const { t } = useTranslation();
  const [oldPassword, setOldPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');

  const submit = () => {
    if (isBusy) return;
    const message = validate({ oldPassword, newPassword, confirmPassword });
    if (message) {
      showToast({ content: message });
      return;
    }
    onSubmit({ oldPassword, newPassword, confirmPassword });
  };

  const fields = [
    {
      key: 'old',
      label: texts.oldLabel,
      placeholder: texts.oldPlaceholder,
      value: oldPassword,
      onChange: setOldPassword,
    },
    {
      key: 'new',
      label: texts.newLabel,
      hint: texts.newHint,
      placeholder: texts.newPlaceholder,
      value: newPassword,
      onChange: setNewPassword,
    },
    {
      key: 'confirm',
      label: texts.confirmLabel,
      placeholder: texts.confirmPlaceholder,
      value: confirmPassword,
      onChange: setConfirmPassword,
    },
  ];

  return (
    <AccountForm onSubmit={submit}>
      {fields.map((field) => (
        <FormField key={field.key} label={field.label} hint={field.hint}>
          <PasswordInput
            value={field.value}
            onChange={field.onChange}
            placeholder={field.placeholder}
            maxLength={maxLength}
            inputMode={inputMode}
          />
        </FormField>
      ))}
      <AccountFormSubmit loading={isPending} disabled={isBusy}>
        {t('account.submit')}
      </AccountFormSubmit>
      <p className="account-form__aside">
        <Link className="account-form__link" to={paths.kefu}>
          {t('account.forgotPassword')}
        </Link>
      </p>
    </AccountForm>
  );
}
