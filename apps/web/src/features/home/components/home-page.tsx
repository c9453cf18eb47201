import { AppstoreOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { UserPanel } from './user-panel';
import './home.css';

/**
 * Home (/) for now: the user panel. Banners, notice bar, game tabs and hot sections come with the
 * home-page issue (spec-1 §2 Home).
 */
export function HomePage() {
  const { t } = useTranslation();
  return (
    <div className="home-page">
      <UserPanel />
      <section className="home-soon">
        <AppstoreOutline className="home-soon__icon" aria-hidden="true" />
        <div>
          <h2 className="home-soon__title">{t('home.moreSoonTitle')}</h2>
          <p className="home-soon__text">{t('home.moreSoon')}</p>
        </div>
      </section>
    </div>
  );
}

export default HomePage;
