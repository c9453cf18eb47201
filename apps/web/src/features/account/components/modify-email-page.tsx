import { validateEmail } from '@app/shared/validation';
import { Input } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { LoadingState } from '../../../components/page-states';
import { useSession } from '../../../hooks/use-session';
import { useUpdateUserInfo } from '../api/update-user-info';
import { useFreshUser } from '../../../hooks/use-fresh-user';
import { useRefreshAfterSave } from '../hooks/use-refresh-after-save';
import { AccountForm, AccountFormSubmit } from '../../../components/account-form';
import { FormField } from '../../../components/form-field';
import { showToast } from '../../../lib/show-toast';

/** An e-mail address is at most 254 characters (the contract's limit). */
const EMAIL_MAX_LENGTH = 254;

/**
 * /modifyEmail (spec-1 §2, §5; guarded): one e-mail field and confirm. `POST /api/updateuserinfo`
 * with the stored mobile and birthday sent along (spec-1 §7).
 */
export function ModifyEmailPage() {
  const { t } = useTranslation();
  const session = useSession();
  const { isRefreshing } = useFreshUser();
  const update = useUpdateUserInfo();
  const [email, setEmail] = useState<string | null>(null);
  const afterSave = useRefreshAfterSave();

  const user = session.user;
  if (!user) return isRefreshing ? <LoadingState /> : null;

  // The field starts with the stored address until the member types.
  const value = email ?? user.email;
  const isBusy = update.isPending || afterSave.isRefreshing;

  const submit = () => {
    if (isBusy) return;
    const address = value.trim();
    const message = validateEmail({ email: address });
    if (message) {
      showToast({ content: message });
      return;
    }
    update.mutate(
      { mobile: user.mobile, birthday: user.birthday, email: address },
      {
        onSuccess: (serverMessage) => {
          showToast({ icon: 'success', content: serverMessage });
          afterSave.refresh(() => setEmail(null));
        },
      },
    );
  };

  return (
    <AccountForm onSubmit={submit}>
      <FormField label={t('account.email')}>
        <Input
          type="email"
          value={value}
          onChange={setEmail}
          placeholder={t('account.emailPlaceholder')}
          maxLength={EMAIL_MAX_LENGTH}
          inputMode="email"
          autoComplete="email"
          clearable
        />
      </FormField>
      <AccountFormSubmit loading={update.isPending} disabled={isBusy}>
        {t('account.submit')}
      </AccountFormSubmit>
    </AccountForm>
  );
}

export default ModifyEmailPage;
