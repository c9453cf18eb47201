import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { getRealityCheckSession } from '../lib/api/get-reality-check-session';
import { getResponsiblePlay, responsiblePlayQueryKey } from '../lib/api/get-responsible-play';
import { addFeatureMessages, useTranslation } from '../lib/i18n';
import { zhCNResponsiblePlay } from '../locales/zh-CN-responsible-play';
import { openConfirmDialog } from '../lib/open-confirm-dialog';

// This page's texts are not in the first screens' catalogue (decision 0015).
addFeatureMessages('responsiblePlay', zhCNResponsiblePlay);

/** Where this tab's play session started (epoch ms): kept for the tab, reset when the member stops. */
const SESSION_KEY = 'rp-session-start';

function sessionStart(): number {
  const stored = Number(window.sessionStorage.getItem(SESSION_KEY));
  if (Number.isFinite(stored) && stored > 0) return stored;
  const now = Date.now();
  window.sessionStorage.setItem(SESSION_KEY, String(now));
  return now;
}

/**
 * The reality check (platform-rules §10; decision 0032): every N minutes the member chose, a dialog
 * with the session's play time, bets and net result (from the server's bet records since the session
 * start), with 继续游戏 / 退出游戏. Only a member who is playing is reminded: on the game page, or
 * with bets in the session. Mounted by the member site's layout while logged in and by the house game
 * pages (their own bundle; the session start is shared through sessionStorage); renders nothing itself.
 */
export function RealityCheckReminder({ isOnGamePage, onStop }: { isOnGamePage: boolean; onStop: () => void }) {
  const { t } = useTranslation();
  const state = useQuery({
    queryKey: responsiblePlayQueryKey,
    queryFn: ({ signal }) => getResponsiblePlay(signal),
    staleTime: 5 * 60_000,
  });
  const minutes = state.data?.reality_check_minutes ?? 0;
  const onGamePage = useRef(isOnGamePage);
  onGamePage.current = isOnGamePage;
  const stop = useRef(onStop);
  stop.current = onStop;

  useEffect(() => {
    if (minutes <= 0) return undefined;
    const start = sessionStart();
    let isOpen = false;
    const remind = async () => {
      if (isOpen) return;
      const figures = await getRealityCheckSession(start).catch(() => undefined);
      if (!figures || (figures.bets === 0 && !onGamePage.current)) return;
      isOpen = true;
      const keepPlaying = await openConfirmDialog({
        title: t('responsiblePlay.reminderTitle'),
        content: t('responsiblePlay.reminderBody', {
          minutes: figures.minutes,
          bets: figures.bets,
          stake: figures.stake,
          result: figures.net_result,
        }),
        confirmText: t('responsiblePlay.keepPlaying'),
        cancelText: t('responsiblePlay.stopPlaying'),
      });
      isOpen = false;
      if (!keepPlaying) {
        window.sessionStorage.removeItem(SESSION_KEY);
        stop.current();
      }
    };
    const timer = window.setInterval(() => void remind(), minutes * 60_000);
    return () => window.clearInterval(timer);
  }, [minutes, t]);

  return null;
}

export default RealityCheckReminder;
