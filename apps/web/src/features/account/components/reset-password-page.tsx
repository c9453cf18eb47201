import {
  LOGIN_PASSWORD_CHANGE_INPUT_MAX_LENGTH,
  NEW_LOGIN_PASSWORD_HINT,
  validateLoginPasswordChange,
  validateNewLoginPassword,
} from '@app/shared/validation';
import { useQueryClient } from '@tanstack/react-query';

import { useTranslation } from '../../../lib/i18n';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { clearSession } from '../../../lib/session';
import { useSession } from '../../../hooks/use-session';
import { useChangeLoginPassword } from '../api/change-login-password';
import { useDoneTimer } from '../../../hooks/use-done-timer';
import { LoginPrompt } from '../../../components/login-prompt';
import { PasswordChangeForm } from './password-change-form';
import { showToast } from '../../../lib/show-toast';

/** A changed login password clears storage and opens /login after 1 s (spec-1 §4, §9). */
export const PASSWORD_CHANGE_REDIRECT_MS = 1000;

/**
 * /resetPasswordNew (spec-1 §2, §5): old, new (hint 6-16位字母和数字) and confirmation, each at most
 * 16 characters; the seven toasts in order, then the server's own strength rule. Forgot password
 * opens customer service.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useSession();
  const change = useChangeLoginPassword();
  const { isDone, finish } = useDoneTimer();

  // After success the session is gone but the form stays until /login opens.
  if (!session.isLoggedIn && !isDone) return <LoginPrompt />;

  return (
    <PasswordChangeForm
      texts={{
        oldLabel: t('account.oldPassword'),
        newLabel: t('account.newPassword'),
        confirmLabel: t('account.confirmPassword'),
        oldPlaceholder: t('account.oldPasswordPlaceholder'),
        newPlaceholder: t('account.newPasswordPlaceholder'),
        confirmPlaceholder: t('account.confirmPasswordPlaceholder'),
        newHint: NEW_LOGIN_PASSWORD_HINT,
      }}
      maxLength={LOGIN_PASSWORD_CHANGE_INPUT_MAX_LENGTH}
      validate={(input) => validateLoginPasswordChange(input) ?? validateNewLoginPassword(input)}
      isBusy={change.isPending || isDone}
      isPending={change.isPending}
      onSubmit={({ oldPassword, newPassword }) => {
        change.mutate(
          { password: oldPassword, paypassword: newPassword },
          {
            onSuccess: (message) => {
              // Done before the session goes: the form stays (no login prompt) until /login opens.
              finish(PASSWORD_CHANGE_REDIRECT_MS, () => {
                void navigate(paths.login, { replace: true });
              });
              showToast({ icon: 'success', content: message || t('account.passwordChangedRelogin') });
              // The server has ended every session: drop ours now, log in again in a second.
              clearSession();
              queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'app-info' });
            },
          },
        );
      }}
    />
  );
}

export default ResetPasswordPage;
