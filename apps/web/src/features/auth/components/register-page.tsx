import { useMutation } from '@tanstack/react-query';
import { Checkbox } from 'antd-mobile';
import { KeyOutline, UserContactOutline } from 'antd-mobile-icons';
import { REGISTER_INPUT_MAX_LENGTH, validateAccountRegister, validatePhoneRegister } from '@app/shared/validation';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-client';
import { readApiToken } from '../api/login';
import { register, type RegisterPayload } from '../api/register';
import { useCaptchaInput } from '../hooks/use-captcha-input';
import { useCompleteLoginState } from '../hooks/use-complete-login';
import { AccountField, AuthField, CaptchaField, PasswordField, PhoneField, SmsCodeField } from './auth-field';
import { AuthSubmitButton, AuthSwitchLink, AuthTabsLayout, type AuthTab } from './auth-layout';
import './auth.css';
import { showToast } from '../../../lib/show-toast';

/** Real names are short; the cap only stops pasted paragraphs (the spec gives none). */
const REAL_NAME_MAX_LENGTH = 30;

function RegisterForm({ tab, pid }: { tab: AuthTab; pid: string }) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const isAccount = tab === 'account';
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [realName, setRealName] = useState('');
  const [payPassword, setPayPassword] = useState('');
  const [isAdult, setIsAdult] = useState(false);
  // The captcha (account tab) or the SMS code (phone tab); the captcha is only loaded on the account tab.
  const codeInput = useCaptchaInput('register', isAccount);
  const { value: code, setValue: setCode, captcha, reload: reloadCaptcha } = codeInput;
  const { complete, isCompleting } = useCompleteLoginState();

  const mutation = useMutation({
    mutationFn: register,
    // Registration always shows the server message, success style on code 200 (spec-1 §8).
    onSuccess: async (answer) => {
      if (answer.message) showToast({ icon: 'success', content: answer.message });
      try {
        await complete(() => readApiToken(answer.data));
      } catch {
        // No token in a success answer: the member can log in by hand.
      }
    },
    onError: (error) => {
      if (isApiError(error) && error.kind === 'server' && error.message) {
        showToast({ icon: 'fail', content: error.message });
      }
      if (isAccount) reloadCaptcha();
    },
  });
  const isBusy = mutation.isPending || isCompleting;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (isBusy) return;
    const common = { password, confirmPassword, realName: realName.trim(), payPassword };
    const message = isAccount
      ? validateAccountRegister({ ...common, account: name.trim(), captcha: code.trim() })
      : validatePhoneRegister({ ...common, phone: name.trim(), code: code.trim() });
    if (message) {
      showToast({ content: message });
      return;
    }
    if (!isAdult) {
      showToast({ content: t('register.adultRequired') });
      return;
    }
    if (isAccount && !captcha.data) {
      reloadCaptcha();
      return;
    }
    const request: RegisterPayload = {
      type: isAccount ? 1 : 2,
      name: name.trim(),
      password,
      confirmPass: confirmPassword,
      realname: realName.trim(),
      paypassword: payPassword,
      auth_code: code.trim(),
      captcha_id: isAccount ? (captcha.data?.captcha_id ?? '') : '',
      pid,
      adult: true,
    };
    mutation.mutate(request);
  };

  const loginTarget = searchParams.get('redirect')
    ? `${paths.login}?${new URLSearchParams({ redirect: searchParams.get('redirect') ?? '' }).toString()}`
    : paths.login;

  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate>
      {isAccount ? (
        <AccountField placeholder={t('register.accountPlaceholder')} value={name} onChange={setName} />
      ) : (
        <PhoneField placeholder={t('register.phonePlaceholder')} value={name} onChange={setName} />
      )}
      <PasswordField
        name="password"
        label={t('login.password')}
        placeholder={t('register.passwordPlaceholder')}
        value={password}
        onChange={setPassword}
        maxLength={REGISTER_INPUT_MAX_LENGTH.password}
        autoComplete="new-password"
      />
      <PasswordField
        name="confirmPassword"
        label={t('register.confirmPasswordPlaceholder')}
        placeholder={t('register.confirmPasswordPlaceholder')}
        value={confirmPassword}
        onChange={setConfirmPassword}
        maxLength={REGISTER_INPUT_MAX_LENGTH.password}
        autoComplete="new-password"
      />
      <AuthField
        name="realName"
        icon={<UserContactOutline />}
        label={t('register.realNamePlaceholder')}
        placeholder={t('register.realNamePlaceholder')}
        value={realName}
        onChange={setRealName}
        maxLength={REAL_NAME_MAX_LENGTH}
        autoComplete="name"
      />
      <AuthField
        name="payPassword"
        icon={<KeyOutline />}
        label={t('register.payPasswordPlaceholder')}
        placeholder={t('register.payPasswordPlaceholder')}
        value={payPassword}
        onChange={setPayPassword}
        maxLength={REGISTER_INPUT_MAX_LENGTH.payPassword}
        type="password"
        inputMode="numeric"
        autoComplete="off"
      />
      {isAccount ? (
        <CaptchaField input={codeInput} placeholder={t('register.captchaPlaceholder')} />
      ) : (
        <SmsCodeField
          placeholder={t('register.smsCodePlaceholder')}
          value={code}
          onChange={setCode}
          phone={name}
          purpose="register"
        />
      )}
      <Checkbox className="auth-form__adult" checked={isAdult} onChange={setIsAdult}>
        {t('register.adult')}
      </Checkbox>
      {pid ? <p className="auth-form__referrer">{t('register.referrer', { pid })}</p> : null}
      <AuthSubmitButton isBusy={isBusy}>{t('register.submit')}</AuthSubmitButton>
      <AuthSwitchLink prompt={t('register.haveAccount')} linkText={t('register.goLogin')} to={loginTarget} />
    </form>
  );
}

/** /register (spec-1 §2, §5): account tab (captcha) and phone tab (SMS code); `?pid=` is the referrer. */
export function RegisterPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const pid = (searchParams.get('pid') ?? '').trim();
  return (
    <AuthTabsLayout accountTitle={t('register.tabAccount')} phoneTitle={t('register.tabPhone')}>
      {(tab) => <RegisterForm key={tab} tab={tab} pid={pid} />}
    </AuthTabsLayout>
  );
}

export default RegisterPage;
