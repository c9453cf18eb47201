import { lazy, Suspense, useCallback, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../lib/i18n';
import { getToken } from '../lib/session';
import { getGameUrl, type GameLaunchTarget } from '../lib/api/get-game-url';
import { fetchGameUrl } from '../lib/fetch-game-url';
import { gamePagePath } from '../lib/game-paths';
import { openGameUrl } from '../lib/open-game-url';
import { showToast } from '../lib/show-toast';

// The login popup (antd-mobile Popup with its gesture and animation libraries) loads when a visitor
// starts a game, not with the pages that list games (decision 0015).
const LoginPromptPopup = lazy(() =>
  import('../components/login-prompt-popup').then((module) => ({ default: module.LoginPromptPopup })),
);

export type LaunchResult = 'opened' | 'login-required' | 'failed' | 'busy';

export interface GameLauncher {
  /** Starts a game: login check, launch address, then open it (spec-1 §4, spec-2 §2). */
  launch: (target: GameLaunchTarget) => Promise<LaunchResult>;
  /** The game being started, while its launch address is requested. */
  launching: GameLaunchTarget | null;
  /** Why the last launch failed: the server's reason or the network text (null after a 401). */
  failure: string | null;
  /** The login popup; render it once in the page that launches. */
  loginPrompt: ReactNode;
}

/**
 * The one way a game starts, used by home, /games and /gamePage. Without a token: the toast
 * '请登录！' and the login popup (spec-1 §4), whose login link comes back to /gamePage for this
 * game. With a token: `getGameUrl` (a refusal shows the server's reason), then the address opens by the /gamePage rules (iOS replaces
 * the window, https opens a new tab, anything else — the house games' '/house/…' — navigates).
 */
export function useLaunchGame(): GameLauncher {
  const { t } = useTranslation();
  const [launching, setLaunching] = useState<GameLaunchTarget | null>(null);
  const [loginTarget, setLoginTarget] = useState<string | null>(null);
  // The popup loads the first time it is needed, then stays mounted so it can animate out.
  const [hasPrompted, setHasPrompted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // A second tap while the address is being fetched must not start a second launch.
  const busy = useRef(false);

  const launch = useCallback(
    async (target: GameLaunchTarget): Promise<LaunchResult> => {
      if (!getToken()) {
        showToast({ content: t('games.loginRequired') });
        setLoginTarget(gamePagePath(target));
        setHasPrompted(true);
        return 'login-required';
      }
      if (busy.current) return 'busy';
      busy.current = true;
      setLaunching(target);
      try {
        const answer = await fetchGameUrl(
          () => getGameUrl(target),
          {
            showLoading: () =>
              showToast({ icon: 'loading', content: t('games.launching', { name: target.name }), duration: 0 }),
            showFailure: (message) => showToast({ icon: 'fail', content: message }),
          },
          t('games.launchFailed'),
        );
        setFailure(answer.failure);
        if (answer.url === null) return 'failed';
        openGameUrl(answer.url, window.navigator.userAgent, window);
        return 'opened';
      } finally {
        busy.current = false;
        setLaunching(null);
      }
    },
    [t],
  );

  const loginPrompt = hasPrompted ? (
    <Suspense fallback={null}>
      <LoginPromptPopup redirectTo={loginTarget} visible={loginTarget !== null} onClose={() => setLoginTarget(null)} />
    </Suspense>
  ) : null;

  return { launch, launching, failure, loginPrompt };
}
