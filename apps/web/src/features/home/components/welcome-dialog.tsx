import { Button, Checkbox } from 'antd-mobile';
import { CloseOutline } from 'antd-mobile-icons';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import './welcome-dialog.css';

interface WelcomeDialogProps {
  title: string;
  /** Staff HTML, sanitised by the server when saved (platform-rules §2). */
  html: string;
  /** Closed by the member: `dismissToday` when '今日不再提示' was ticked. */
  onClose: (dismissToday: boolean) => void;
}

/**
 * The welcome popup's window: a native modal `<dialog>` (focus kept inside, Esc closes, the page
 * behind is inert) rather than antd-mobile's CenterPopup, whose animation and gesture libraries
 * (about 25 KB gzipped) would load with the home page, and whose close control is an `<a>` without
 * href (Lighthouse SEO "crawlable anchors"). Loaded only when the popup is shown (decision 0015).
 */
export function WelcomeDialog({ title, html, onClose }: WelcomeDialogProps) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const [dismissToday, setDismissToday] = useState(false);
  const dismissRef = useRef(dismissToday);
  dismissRef.current = dismissToday;

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (!element.open) element.showModal();
    // Esc: the same as the close button.
    const onCancel = (event: Event) => {
      event.preventDefault();
      onClose(dismissRef.current);
    };
    element.addEventListener('cancel', onCancel);
    return () => {
      element.removeEventListener('cancel', onCancel);
      if (element.open) element.close();
    };
  }, [onClose]);

  return (
    <dialog ref={dialog} className="welcome-popup" aria-label={title}>
      <button
        type="button"
        className="welcome-popup__close"
        aria-label={t('common.close')}
        onClick={() => onClose(dismissToday)}
      >
        <CloseOutline />
      </button>
      <div className="welcome-popup__body">
        <h2 className="welcome-popup__title">{title}</h2>
        <div className="welcome-popup__content" dangerouslySetInnerHTML={{ __html: html }} />
        <Checkbox className="welcome-popup__check" checked={dismissToday} onChange={setDismissToday}>
          {t('home.dismissToday')}
        </Checkbox>
        <Button block color="primary" shape="rounded" onClick={() => onClose(dismissToday)}>
          {t('home.welcomeOk')}
        </Button>
      </div>
    </dialog>
  );
}

export default WelcomeDialog;
