import { validateSendCodePhone } from '@app/shared/validation';
import { useTranslation } from '../lib/i18n';
import { useSendSmsCode, type SmsCodePurpose } from '../lib/api/send-sms-code';
import { useCountdown } from '../hooks/use-countdown';
import { showToast } from '../lib/show-toast';

/** Resend countdown after a successful send (spec-1 §4, §9). */
export const SMS_RESEND_SECONDS = 60;

interface SmsCodeLinkProps {
  phone: string;
  /** Picks the SMS provider's template; the server takes register when absent. */
  purpose?: SmsCodePurpose;
}

/**
 * 发送验证码: checks the phone (send-code pattern, spec-1 §5), calls `GET /api/registerNote`, and
 * after a successful send counts down 60 s ('59秒后重发').
 */
export function SmsCodeLink({ phone, purpose }: SmsCodeLinkProps) {
  const { t } = useTranslation();
  const sendCode = useSendSmsCode(purpose);
  const { secondsLeft, start } = useCountdown();
  const isCounting = secondsLeft > 0;

  const onSend = () => {
    if (isCounting || sendCode.isPending) return;
    const mobile = phone.trim();
    const message = validateSendCodePhone({ phone: mobile });
    if (message) {
      showToast({ content: message });
      return;
    }
    sendCode.mutate(mobile, {
      onSuccess: (answer) => {
        if (answer.message) showToast({ icon: 'success', content: answer.message });
        start(SMS_RESEND_SECONDS);
      },
    });
  };

  let label: string = t('smsCode.send');
  if (sendCode.isPending) label = t('smsCode.sending');
  else if (isCounting) label = t('smsCode.resendIn', { seconds: secondsLeft });

  return (
    <button
      type="button"
      className="sms-code-link"
      onClick={onSend}
      disabled={isCounting || sendCode.isPending}
      aria-live="polite"
    >
      {label}
    </button>
  );
}
