import { useMutation } from '@tanstack/react-query';

import { LOGIN_INPUT_MAX_LENGTH, validateAccountLogin, validatePhoneLogin } from '@app/shared/validation';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { login, type LoginPayload } from '../api/login';
import { useCaptchaInput } from '../hooks/use-captcha-input';
import { useCompleteLoginState } from '../hooks/use-complete-login';
import { AccountField, CaptchaField, PasswordField, PhoneField, SmsCodeField } from './auth-field';
import { AuthSubmitButton, AuthSwitchLink, AuthTabsLayout } from './auth-layout';
import './auth.css';
import { showToast } from '../../../lib/show-toast';

/** Shared submit flow: one request at a time, token → user → redirect. */
function useLoginSubmit(onFailure: () => void) {
  const { complete, isCompleting } = useCompleteLoginState();
  const mutation = useMutation({
    mutationFn: login,
    onSuccess: (token) => complete(() => token),
    // The server message is already shown by the api client (spec-1 §8).
    onError: onFailure,
  });
  const isBusy = mutation.isPending || isCompleting;
  const submit = (request: LoginPayload) => {
    if (isBusy) return;
    mutation.mutate(request);
  };
  return { submit, isBusy };
}

function AccountLoginForm() {
  const { t } = useTranslation();
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const captchaInput = useCaptchaInput('login');
  const { value: captchaText, captcha, reload: reloadCaptcha } = captchaInput;
  // Any failed login uses up the captcha: load a new one (spec-1 §8).
  const { submit, isBusy } = useLoginSubmit(reloadCaptcha);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const message = validateAccountLogin({ account: account.trim(), password, captcha: captchaText });
    if (message) {
      showToast({ content: message });
      return;
    }
    if (!captcha.data) {
      reloadCaptcha();
      return;
    }
    submit({
      type: 1,
      name: account.trim(),
      password,
      auth_code: captchaText.trim(),
      captcha_id: captcha.data.captcha_id,
    });
  };

  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate>
      <AccountField placeholder={t('login.accountPlaceholder')} value={account} onChange={setAccount} />
      <PasswordField
        name="password"
        label={t('login.password')}
        placeholder={t('login.passwordPlaceholder')}
        value={password}
        onChange={setPassword}
        maxLength={LOGIN_INPUT_MAX_LENGTH.password}
        autoComplete="current-password"
      />
      <CaptchaField input={captchaInput} placeholder={t('login.captchaPlaceholder')} />
      <LoginFormFooter isBusy={isBusy} />
    </form>
  );
}

function PhoneLoginForm() {
  const { t } = useTranslation();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const { submit, isBusy } = useLoginSubmit(() => setCode(''));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const message = validatePhoneLogin({ phone: phone.trim(), code: code.trim() });
    if (message) {
      showToast({ content: message });
      return;
    }
    submit({ type: 2, name: phone.trim(), password: '', auth_code: code.trim(), captcha_id: '' });
  };

  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate>
      <PhoneField placeholder={t('login.phonePlaceholder')} value={phone} onChange={setPhone} />
      <SmsCodeField
        placeholder={t('login.smsCodePlaceholder')}
        value={code}
        onChange={setCode}
        phone={phone}
        purpose="login"
      />
      <LoginFormFooter isBusy={isBusy} />
    </form>
  );
}

function LoginFormFooter({ isBusy }: { isBusy: boolean }) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  // Keep the guard's target: registering instead of logging in still returns there.
  const registerTarget = searchParams.toString() ? `${paths.register}?${searchParams.toString()}` : paths.register;
  return (
    <>
      <div className="auth-form__links">
        <Link to={paths.kefu} className="auth-link">
          {t('login.forgotPassword')}
        </Link>
      </div>
      <AuthSubmitButton isBusy={isBusy}>{t('login.submit')}</AuthSubmitButton>
      <AuthSwitchLink prompt={t('login.noAccount')} linkText={t('login.goRegister')} to={registerTarget} />
    </>
  );
}

/** /login (spec-1 §2, §5): account tab and phone tab; failure shows the server message. */
export function LoginPage() {
  const { t } = useTranslation();
  return (
    <AuthTabsLayout accountTitle={t('login.tabAccount')} phoneTitle={t('login.tabPhone')}>
      {(tab) => (tab === 'account' ? <AccountLoginForm /> : <PhoneLoginForm />)}
    </AuthTabsLayout>
  );
}

export default LoginPage;
