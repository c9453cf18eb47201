import { validateNewPayPassword, validatePayPasswordChange } from '@app/shared/validation';

import { useTranslation } from '../../../lib/i18n';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useChangePayPassword } from '../api/change-pay-password';
import { useDoneTimer } from '../../../hooks/use-done-timer';
import { PasswordChangeForm } from './password-change-form';
import { showToast } from '../../../lib/show-toast';

/** The fund password is 6 digits (spec-1 §9); the inputs take no more. */
export const PAY_PASSWORD_INPUT_MAX_LENGTH = 6;
/** Back to the account settings after the success toast. */
const BACK_AFTER_MS = 1000;

/**
 * /modifyPayPassword (spec-1 §2, §5; guarded): old fund password, new (hint 6位数字), confirmation.
 * The same seven toasts as the login password, then the server's 6-digit rule.
 */
export function ModifyPayPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const change = useChangePayPassword();
  const { isDone, finish } = useDoneTimer();

  return (
    <PasswordChangeForm
      texts={{
        oldLabel: t('account.oldPayPassword'),
        newLabel: t('account.newPayPassword'),
        confirmLabel: t('account.confirmPayPassword'),
        oldPlaceholder: t('account.oldPayPasswordPlaceholder'),
        newPlaceholder: t('account.newPayPasswordPlaceholder'),
        confirmPlaceholder: t('account.confirmPayPasswordPlaceholder'),
        newHint: t('account.payPasswordHint'),
      }}
      maxLength={PAY_PASSWORD_INPUT_MAX_LENGTH}
      inputMode="numeric"
      validate={(input) => validatePayPasswordChange(input) ?? validateNewPayPassword(input)}
      isBusy={change.isPending || isDone}
      isPending={change.isPending}
      onSubmit={({ oldPassword, newPassword, confirmPassword }) => {
        change.mutate(
          { password: oldPassword, paypassword: newPassword, confirmPass: confirmPassword },
          {
            onSuccess: (message) => {
              showToast({ icon: 'success', content: message });
              finish(BACK_AFTER_MS, () => {
                void navigate(paths.accountCenter, { replace: true });
              });
            },
          },
        );
      }}
    />
  );
}

export default ModifyPayPasswordPage;
