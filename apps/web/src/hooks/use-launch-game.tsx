import { Toast } from 'antd-mobile';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../lib/api-client';
import { getToken } from '../lib/session';
import { getGameUrl, type GameLaunchTarget } from '../lib/api/get-game-url';
import { LoginPromptPopup } from '../components/login-prompt-popup';
import { gamePagePath } from '../lib/game-paths';
import { openGameUrl } from '../lib/open-game-url';

export type LaunchResult = 'opened' | 'login-required' | 'failed' | 'busy';

export interface GameLauncher {
  /** Starts a game: login check, launch address, then open it (spec-1 §4, spec-2 §2). */
  launch: (target: GameLaunchTarget) => Promise<LaunchResult>;
  /** The game being started, while its launch address is requested. */
  launching: GameLaunchTarget | null;
  /** The login popup; render it once in the page that launches. */
  loginPrompt: ReactNode;
}

/**
 * The one way a game starts, used by home, /games and /gamePage. Without a token: the toast
 * '请登录！' and the login popup (spec-1 §4), whose login link comes back to /gamePage for this
 * game. With a token: `getGameUrl`, then the address opens by the /gamePage rules (iOS replaces
 * the window, https opens a new tab, anything else — the house games' '/house/…' — navigates).
 */
export function useLaunchGame(): GameLauncher {
  const { t } = useTranslation();
  const [launching, setLaunching] = useState<GameLaunchTarget | null>(null);
  const [loginTarget, setLoginTarget] = useState<string | null>(null);
  // A second tap while the address is being fetched must not start a second launch.
  const busy = useRef(false);

  const launch = useCallback(
    async (target: GameLaunchTarget): Promise<LaunchResult> => {
      if (!getToken()) {
        Toast.show({ content: t('games.loginRequired') });
        setLoginTarget(gamePagePath(target));
        return 'login-required';
      }
      if (busy.current) return 'busy';
      busy.current = true;
      setLaunching(target);
      const loading = Toast.show({
        icon: 'loading',
        content: t('games.launching', { name: target.name }),
        duration: 0,
      });
      try {
        const url = await getGameUrl(target);
        loading.close();
        openGameUrl(url, window.navigator.userAgent, window);
        return 'opened';
      } catch (error) {
        loading.close();
        // A refusal was toasted with the server's message; a lost connection says so here.
        if (!isApiError(error) || error.kind !== 'server')
          Toast.show({ icon: 'fail', content: t('games.launchFailed') });
        return 'failed';
      } finally {
        busy.current = false;
        setLaunching(null);
      }
    },
    [t],
  );

  const loginPrompt = (
    <LoginPromptPopup redirectTo={loginTarget} visible={loginTarget !== null} onClose={() => setLoginTarget(null)} />
  );

  return { launch, launching, loginPrompt };
}
