import { PHONE_INPUT_MAX_LENGTH, validateBindPhone } from '@app/shared/validation';
import { Input } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import { LoadingState } from '../../../components/page-states';
import { paths } from '../../../config/paths';
import { SmsCodeLink } from '../../../components/sms-code-link';
import { useSession } from '../../../hooks/use-session';
import { useBindMobile } from '../api/bind-mobile';
import { useFreshUser } from '../../../hooks/use-fresh-user';
import { useRefreshAfterSave } from '../hooks/use-refresh-after-save';
import { AccountForm, AccountFormSubmit } from '../../../components/account-form';
import { FormField } from '../../../components/form-field';
import { LoginPrompt } from '../../../components/login-prompt';
import { showToast } from '../../../lib/show-toast';

/** SMS codes are 6 digits (spec-1 §5: captcha max 6 on the phone tab). */
const SMS_CODE_MAX_LENGTH = 6;

/**
 * /modifyPhone (spec-1 §2, §4, §5): a bound mobile is shown in a disabled field and cannot be
 * changed here; otherwise phone (max 12), SMS code with the 60 s send-code link, and confirm
 * (`POST /api/checkMobileCode`). The note says a bound number can only be changed by customer
 * service.
 */
export function ModifyPhonePage() {
  const { t } = useTranslation();
  const session = useSession();
  const { isRefreshing } = useFreshUser();
  const bind = useBindMobile();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const afterBind = useRefreshAfterSave();

  if (!session.isLoggedIn) return <LoginPrompt />;
  const user = session.user;
  if (!user) return isRefreshing ? <LoadingState /> : <LoginPrompt />;

  const boundMobile = user.mobile;
  const isBusy = bind.isPending || afterBind.isRefreshing;

  const submit = () => {
    if (isBusy) return;
    const mobile = phone.trim();
    const message = validateBindPhone({ phone: mobile });
    if (message) {
      showToast({ content: message });
      return;
    }
    if (!code.trim()) {
      showToast({ content: t('account.smsCodeRequired') });
      return;
    }
    bind.mutate(
      { mobile, auth_code: code.trim() },
      {
        onSuccess: (serverMessage) => {
          showToast({ icon: 'success', content: serverMessage });
          // The stored userInfo gets the masked number: the page turns into its bound state.
          afterBind.refresh();
        },
      },
    );
  };

  const note = (
    <p className="account-form__note">
      {t('account.phoneNote')}
      <Link to={paths.kefu}>{t('account.contactService')}</Link>
    </p>
  );

  if (boundMobile) {
    return (
      <div className="account-form">
        <FormField label={t('account.phone')}>
          <Input value={boundMobile} disabled aria-label={t('account.phone')} />
          <span className="form-field__disabled">{t('account.bound')}</span>
        </FormField>
        {note}
      </div>
    );
  }

  return (
    <AccountForm onSubmit={submit}>
      <FormField label={t('account.phone')}>
        <Input
          type="tel"
          value={phone}
          onChange={setPhone}
          placeholder={t('account.phonePlaceholder')}
          maxLength={PHONE_INPUT_MAX_LENGTH}
          inputMode="tel"
          autoComplete="tel"
          clearable
        />
      </FormField>
      <FormField label={t('account.smsCode')} extra={<SmsCodeLink phone={phone} purpose="bind_phone" />}>
        <Input
          value={code}
          onChange={setCode}
          placeholder={t('account.smsCodePlaceholder')}
          maxLength={SMS_CODE_MAX_LENGTH}
          inputMode="numeric"
          autoComplete="one-time-code"
        />
      </FormField>
      <AccountFormSubmit loading={bind.isPending} disabled={isBusy}>
        {t('account.submit')}
      </AccountFormSubmit>
      {note}
    </AccountForm>
  );
}

export default ModifyPhonePage;
