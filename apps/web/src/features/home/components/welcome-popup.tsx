import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { useAppInfo } from '../../../lib/api/get-app-info';
import {
  isLandingOnHome,
  landingUrl,
  localDateKey,
  readWelcomeDismissedOn,
  recordWelcomeDismissal,
  shouldShowWelcome,
} from '../utils/welcome-popup';

// The window itself loads only when the popup is shown (decision 0015).
const WelcomeDialog = lazy(() => import('./welcome-dialog'));

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

  const close = useCallback((dismissToday: boolean) => {
    recordWelcomeDismissal(dismissToday, new Date());
    setClosed(true);
  }, []);

  if (!visible || !appInfo) return null;
  const title = t('home.welcomeTitle', { title: appInfo.title });
  return (
    <Suspense fallback={null}>
      <WelcomeDialog title={title} html={appInfo.webcontent} onClose={close} />
    </Suspense>
  );
}
