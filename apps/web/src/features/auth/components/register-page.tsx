import { useMutation } from '@tanstack/react-query';
import { Button, Checkbox, Tabs, Toast } from 'antd-mobile';
import {
  CheckShieldOutline,
  KeyOutline,
  LockOutline,
  MessageOutline,
  PhonebookOutline,
  UserContactOutline,
  UserOutline,
} from 'antd-mobile-icons';
import {
  LOGIN_INPUT_MAX_LENGTH,
  REGISTER_INPUT_MAX_LENGTH,
  validateAccountRegister,
  validatePhoneRegister,
} from '@app/shared/validation';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-client';
import { useCaptcha } from '../api/get-captcha';
import { readApiToken } from '../api/login';
import { register, type RegisterPayload } from '../api/register';
import { useCompleteLogin } from '../hooks/use-complete-login';
import { AuthField } from './auth-field';
import { AuthLayout } from './auth-layout';
import { CaptchaImage } from './captcha-image';
import { SmsCodeLink } from './sms-code-link';
import './auth.css';

type RegisterTab = 'account' | 'phone';

function isRegisterTab(value: string): value is RegisterTab {
  return value === 'account' || value === 'phone';
}

/** Real names are short; the cap only stops pasted paragraphs (the spec gives none). */
const REAL_NAME_MAX_LENGTH = 30;

function RegisterForm({ tab, pid }: { tab: RegisterTab; pid: string }) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const isAccount = tab === 'account';
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [realName, setRealName] = useState('');
  const [payPassword, setPayPassword] = useState('');
  const [code, setCode] = useState('');
  const [isAdult, setIsAdult] = useState(false);
  const [isCompleting, setIsCompleting] = useState(false);
  const captcha = useCaptcha('register', isAccount);
  const completeLogin = useCompleteLogin();

  const reloadCaptcha = () => {
    setCode('');
    void captcha.refetch();
  };

  const mutation = useMutation({
    mutationFn: register,
    // Registration always shows the server message, success style on code 200 (spec-1 §8).
    onSuccess: async (answer) => {
      if (answer.message) Toast.show({ icon: 'success', content: answer.message });
      setIsCompleting(true);
      try {
        await completeLogin(readApiToken(answer.data));
      } catch {
        // No token in a success answer: the member can log in by hand.
      } finally {
        setIsCompleting(false);
      }
    },
    onError: (error) => {
      if (isApiError(error) && error.kind === 'server' && error.message) {
        Toast.show({ icon: 'fail', content: error.message });
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
      Toast.show({ content: message });
      return;
    }
    if (!isAdult) {
      Toast.show({ content: t('register.adultRequired') });
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
        <AuthField
          name="account"
          icon={<UserOutline />}
          label={t('login.account')}
          placeholder={t('register.accountPlaceholder')}
          value={name}
          onChange={setName}
          maxLength={REGISTER_INPUT_MAX_LENGTH.account}
          autoComplete="username"
        />
      ) : (
        <AuthField
          name="phone"
          icon={<PhonebookOutline />}
          label={t('login.phone')}
          placeholder={t('register.phonePlaceholder')}
          value={name}
          onChange={setName}
          // Same cap as the login name (13): the phone is the login name of a phone account.
          maxLength={LOGIN_INPUT_MAX_LENGTH.name}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
        />
      )}
      <AuthField
        name="password"
        icon={<LockOutline />}
        label={t('login.password')}
        placeholder={t('register.passwordPlaceholder')}
        value={password}
        onChange={setPassword}
        maxLength={REGISTER_INPUT_MAX_LENGTH.password}
        type="password"
        autoComplete="new-password"
      />
      <AuthField
        name="confirmPassword"
        icon={<LockOutline />}
        label={t('register.confirmPasswordPlaceholder')}
        placeholder={t('register.confirmPasswordPlaceholder')}
        value={confirmPassword}
        onChange={setConfirmPassword}
        maxLength={REGISTER_INPUT_MAX_LENGTH.password}
        type="password"
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
        <AuthField
          name="captcha"
          icon={<CheckShieldOutline />}
          label={t('login.captcha')}
          placeholder={t('register.captchaPlaceholder')}
          value={code}
          onChange={setCode}
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
      ) : (
        <AuthField
          name="smsCode"
          icon={<MessageOutline />}
          label={t('login.smsCode')}
          placeholder={t('register.smsCodePlaceholder')}
          value={code}
          onChange={setCode}
          maxLength={REGISTER_INPUT_MAX_LENGTH.code}
          inputMode="numeric"
          autoComplete="one-time-code"
          extra={<SmsCodeLink phone={name} />}
        />
      )}
      <Checkbox className="auth-form__adult" checked={isAdult} onChange={setIsAdult}>
        {t('register.adult')}
      </Checkbox>
      {pid ? <p className="auth-form__referrer">{t('register.referrer', { pid })}</p> : null}
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
        {t('register.submit')}
      </Button>
      <p className="auth-form__switch">
        {t('register.haveAccount')}
        <Link to={loginTarget} className="auth-link auth-link--strong">
          {t('register.goLogin')}
        </Link>
      </p>
    </form>
  );
}

/** /register (spec-1 §2, §5): account tab (captcha) and phone tab (SMS code); `?pid=` is the referrer. */
export function RegisterPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const [tab, setTab] = useState<RegisterTab>('account');
  const pid = (searchParams.get('pid') ?? '').trim();
  return (
    <AuthLayout>
      <Tabs
        activeKey={tab}
        onChange={(key) => {
          if (isRegisterTab(key)) setTab(key);
        }}
        className="auth-tabs"
      >
        <Tabs.Tab title={t('register.tabAccount')} key="account" />
        <Tabs.Tab title={t('register.tabPhone')} key="phone" />
      </Tabs>
      <RegisterForm key={tab} tab={tab} pid={pid} />
    </AuthLayout>
  );
}

export default RegisterPage;
