import { DotLoading } from 'antd-mobile';
import { useTranslation } from '../../../lib/i18n';
import type { Captcha } from '../api/get-captcha';

interface CaptchaImageProps {
  captcha: Captcha | undefined;
  isLoading: boolean;
  isError: boolean;
  onRefresh: () => void;
}

/** The server captcha, 120x37 (spec-1 §9); tapping loads a new one. */
export function CaptchaImage({ captcha, isLoading, isError, onRefresh }: CaptchaImageProps) {
  const { t } = useTranslation();
  let content;
  if (isLoading) {
    content = <DotLoading color="primary" />;
  } else if (isError || !captcha) {
    content = <span className="captcha-image__error">{t('captcha.failed')}</span>;
  } else {
    content = <img src={captcha.image} width={120} height={37} alt={t('captcha.alt')} />;
  }
  return (
    <button
      type="button"
      className="captcha-image"
      onClick={onRefresh}
      disabled={isLoading}
      aria-label={t('captcha.refresh')}
      title={t('captcha.refresh')}
    >
      {content}
    </button>
  );
}
