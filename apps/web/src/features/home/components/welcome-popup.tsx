import { Button, CenterPopup, Checkbox } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppInfo } from '../../../lib/api/get-app-info';
import {
  isLandingOnHome,
  landingUrl,
  localDateKey,
  readWelcomeDismissedOn,
  recordWelcomeDismissal,
  shouldShowWelcome,
} from '../utils/welcome-popup';

// Once per page load: closing it and coming back to home does not bring it back.
let shownThisLoad = false;

/**
 * The welcome popup (spec-1 §2, §4): appInfo.webcontent when index_modal is 1 and it was not
 * dismissed today; ticking '今日不再提示' records today's date. The HTML is staff content
 * sanitised on save by the server (platform-rules §2).
 */
export function WelcomePopup() {
  const { t } = useTranslation();
  const { data: appInfo } = useAppInfo();
  const [dismissToday, setDismissToday] = useState(false);
  const [closed, setClosed] = useState(false);
  const [eligible] = useState(() => !shownThisLoad && isLandingOnHome(landingUrl()));

  const visible =
    eligible &&
    !closed &&
    appInfo !== undefined &&
    appInfo.webcontent !== '' &&
    shouldShowWelcome({
      indexModal: appInfo.index_modal,
      dismissedOn: readWelcomeDismissedOn(),
      today: localDateKey(new Date()),
    });
  useEffect(() => {
    if (visible) shownThisLoad = true;
  }, [visible]);

  function close() {
    recordWelcomeDismissal(dismissToday, new Date());
    setClosed(true);
  }

  const title = t('home.welcomeTitle', { title: appInfo?.title ?? '' });
  return (
    <CenterPopup
      visible={visible}
      role="dialog"
      aria-label={title}
      className="welcome-popup"
      bodyClassName="welcome-popup__panel"
      onClose={close}
      showCloseButton
      destroyOnClose
    >
      <div className="welcome-popup__body">
        <h2 className="welcome-popup__title">{title}</h2>
        <div className="welcome-popup__content" dangerouslySetInnerHTML={{ __html: appInfo?.webcontent ?? '' }} />
        <Checkbox className="welcome-popup__check" checked={dismissToday} onChange={setDismissToday}>
          {t('home.dismissToday')}
        </Checkbox>
        <Button block color="primary" shape="rounded" onClick={close}>
          {t('home.welcomeOk')}
        </Button>
      </div>
    </CenterPopup>
  );
}
