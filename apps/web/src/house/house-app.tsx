import type { HouseGameCode } from '@app/house-games';
import { ErrorBlock } from 'antd-mobile';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from '../lib/i18n';
import { getToken } from '../lib/session';
import { HouseLayout } from './components/house-layout';
import { InstantGame } from './components/instant-game';
import { Fast3Game } from './games/fast3';
import { gameName, SITE_HOME } from './utils/house-games';

/** One house game page: the game named by the path, or a not-found page. */
// The reality check (responsible play) while playing; it loads after the game.
const RealityCheckReminder = lazy(() => import('../components/reality-check-reminder'));
const leaveGame = () => window.location.assign(SITE_HOME);

export function HouseApp({ game }: { game: HouseGameCode | null }) {
  const { t } = useTranslation();

  useEffect(() => {
    document.title = game ? t('house.pageTitle', { name: gameName(game) }) : t('house.notFound');
  }, [game, t]);

  if (!game) {
    return (
      <div className="house-not-found">
        <ErrorBlock status="empty" title={t('house.notFound')} description={t('house.notFoundText')} />
        <a className="house-link-button" href={SITE_HOME}>
          {t('house.backToSite')}
        </a>
      </div>
    );
  }
  return (
    <>
      <HouseLayout game={game}>{game === 'fast3' ? <Fast3Game /> : <InstantGame game={game} />}</HouseLayout>
      {/* Only a signed-in member has a reality check (a visitor's calls would only be refused). */}
      {getToken() ? (
        <Suspense fallback={null}>
          <RealityCheckReminder isOnGamePage onStop={leaveGame} />
        </Suspense>
      ) : null}
    </>
  );
}
