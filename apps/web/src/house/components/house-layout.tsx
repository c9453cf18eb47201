import type { HouseGameCode } from '@app/house-games';
import { LeftOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n';
import { gameName, SITE_HOME } from '../utils/house-games';
import { BalanceBar } from './balance-bar';

/** Header with the way back to the site (`/#/`), the game's name and the balance bar. */
export function HouseLayout({ game, children }: { game: HouseGameCode; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className={`house-page house-page--${game}`}>
      <header className="house-header">
        <a className="house-header__back" href={SITE_HOME}>
          <LeftOutline aria-hidden="true" />
          {t('house.backToSite')}
        </a>
        <h1 className="house-header__title">{gameName(game)}</h1>
        <span className="house-header__tag">自营</span>
      </header>
      <BalanceBar game={game} />
      <main className="house-main">{children}</main>
    </div>
  );
}
