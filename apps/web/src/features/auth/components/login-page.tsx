import { useMutation } from '@tanstack/react-query';
import { Button, Tabs, Toast } from 'antd-mobile';
import { CheckShieldOutline, LockOutline, MessageOutline, PhonebookOutline, UserOutline } from 'antd-mobile-icons';
import {
  LOGIN_INPUT_MAX_LENGTH,
  REGISTER_INPUT_MAX_LENGTH,
  validateAccountLogin,
  validatePhoneLogin,
} from '@app/shared/validation';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { useCaptcha } from '../api/get-captcha';
import { login, type LoginPayload } from '../api/login';
import { useCompleteLogin } from '../hooks/use-complete-login';
import { AuthField } from './auth-field';
import { AuthLayout } from './auth-layout';
import { CaptchaImage } from './captcha-image';
import { SmsCodeLink } from './sms-code-link';
import './auth.css';

type LoginTab = 'account' | 'phone';

function isLoginTab(value: string): value is LoginTab {
  return value === 'account' || value === 'phone';
}

/** Shared submit flow: one request at a time, token → user → redirect. */
function useLoginSubmit(onFailure: () => void) {
  const completeLogin = useCompleteLogin();
  const [isCompleting, setIsCompleting] = useState(false);
  const mutation = useMutation({
    mutationFn: login,
    onSuccess: async (token) => {
      setIsCompleting(true);
      try {
        await completeLogin(token);
      } finally {
        setIsCompleting(false);
      }
    },
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
  const [captchaText, setCaptchaText] = useState('');
  const captcha = useCaptcha('login');

  const reloadCaptcha = () => {
    setCaptchaText('');
    void captcha.refetch();
  };
  // Any failed login uses up the captcha: load a new one (spec-1 §8).
  const { submit, isBusy } = useLoginSubmit(reloadCaptcha);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const message = validateAccountLogin({ account: account.trim(), password, captcha: captchaText });
    if (message) {
      Toast.show({ content: message });
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
      <AuthField
        name="account"
        icon={<UserOutline />}
        label={t('login.account')}
        placeholder={t('login.accountPlaceholder')}
        value={account}
        onChange={setAccount}
        maxLength={LOGIN_INPUT_MAX_LENGTH.name}
        autoComplete="username"
      />
      <AuthField
        name="password"
        icon={<LockOutline />}
        label={t('login.password')}
        placeholder={t('login.passwordPlaceholder')}
        value={password}
        onChange={setPassword}
        maxLength={LOGIN_INPUT_MAX_LENGTH.password}
        type="password"
        autoComplete="current-password"
      />
      <AuthField
        name="captcha"
        icon={<CheckShieldOutline />}
        label={t('login.captcha')}
        placeholder={t('login.captchaPlaceholder')}
        value={captchaText}
        onChange={setCaptchaText}
        maxLength={REGISTER_INPUT_MAX_LENGTH.captcha}
        autoComplete="off"
        extra={
          <CaptchaImage
            captcha={captcha.data}
            isLoading={captcha.isFetching}
            isError={captcha.isError}
            onRefresh={reloadCaptcha}
          />
        }
      />
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
      Toast.show({ content: message });
      return;
    }
    submit({ type: 2, name: phone.trim(), password: '', auth_code: code.trim(), captcha_id: '' });
  };

  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate>
      <AuthField
        name="phone"
        icon={<PhonebookOutline />}
        label={t('login.phone')}
        placeholder={t('login.phonePlaceholder')}
        value={phone}
        onChange={setPhone}
        // The login name cap (spec-1 §5: 13) also caps the phone: 11 digits or +86 and 11 digits.
        maxLength={LOGIN_INPUT_MAX_LENGTH.name}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
      />
      <AuthField
        name="smsCode"
        icon={<MessageOutline />}
        label={t('login.smsCode')}
        placeholder={t('login.smsCodePlaceholder')}
        value={code}
        onChange={setCode}
        maxLength={LOGIN_INPUT_MAX_LENGTH.code}
        inputMode="numeric"
        autoComplete="one-time-code"
        extra={<SmsCodeLink phone={phone} />}
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
      <Button
        block
        type="submit"
        color="primary"
        size="large"
        shape="rounded"
        loading={isBusy}
        disabled={isBusy}
        className="auth-form__submit"
      >
        {t('login.submit')}
      </Button>
      <p className="auth-form__switch">
        {t('login.noAccount')}
        <Link to={registerTarget} className="auth-link auth-link--strong">
          {t('login.goRegister')}
        </Link>
      </p>
    </>
  );
}

/** /login (spec-1 §2, §5): account tab and phone tab; failure shows the server message. */
export function LoginPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<LoginTab>('account');
  return (
    <AuthLayout>
      <Tabs
        activeKey={tab}
        onChange={(key) => {
          if (isLoginTab(key)) setTab(key);
        }}
        className="auth-tabs"
      >
        <Tabs.Tab title={t('login.tabAccount')} key="account" />
        <Tabs.Tab title={t('login.tabPhone')} key="phone" />
      </Tabs>
      {tab === 'account' ? <AccountLoginForm /> : <PhoneLoginForm />}
    </AuthLayout>
  );
}

export default LoginPage;
