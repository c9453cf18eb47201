import { useTranslation } from '../../../lib/i18n';
import { EmptyState, ErrorState, LoadingState } from '../../../components/page-states';
import { useAppInfo } from '../../../lib/api/get-app-info';
import { usePageContent } from '../api/get-page-content';
import '../../../components/layout-blocks.css';
import './info-pages.css';

/**
 * /about (spec-2 §1, §2): the marketing page. The title is appInfo's; the figures, features,
 * dividend club, yearly report, games and brand history come from `pageContent?slug=about`. Kept
 * alive: its content stays cached for the visit.
 */
export function AboutPage() {
  const { t } = useTranslation();
  const { data: appInfo } = useAppInfo();
  const page = usePageContent('about', { keepAlive: true });

  if (page.isPending) return <LoadingState />;
  if (page.isError) return <ErrorState onRetry={() => void page.refetch()} />;

  const body = page.data.body;
  const title = appInfo?.title || page.data.title;
  const club = body.dividend_club;
  const report = body.yearly_report;

  return (
    <div className="info-page about-page">
      <header className="about-hero">
        {appInfo?.site_logo ? (
          <img className="about-hero__logo" src={appInfo.site_logo} alt={t('infoPages.logoAlt', { title })} />
        ) : null}
        <h1 className="about-hero__title">{title}</h1>
        {body.headline ? <p className="about-hero__headline">{body.headline}</p> : null}
        {body.intro ? <p className="about-hero__intro">{body.intro}</p> : null}
      </header>

      {body.figures.length > 0 ? (
        <section className="info-section">
          <h2 className="info-section__title">{t('infoPages.figuresTitle')}</h2>
          <ul className="about-figures">
            {body.figures.map((figure) => (
              <li key={figure.key} className="about-figure">
                <span className="about-figure__value">
                  {figure.value}
                  <small>{figure.unit}</small>
                </span>
                <span className="about-figure__label">{figure.label}</span>
                {figure.note ? <span className="about-figure__note">{figure.note}</span> : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {body.features.length > 0 ? (
        <section className="info-section">
          <ul className="stack-list">
            {body.features.map((feature) => (
              <li key={feature.title} className="about-feature">
                <strong>{feature.title}</strong>
                <span>{feature.text}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {club.title ? (
        <section className="info-section about-club">
          <h2 className="info-section__title">{club.title}</h2>
          {club.pay_days.length > 0 ? (
            <p className="about-club__days">
              {t('infoPages.dividendDays', { days: club.pay_days.join(t('infoPages.dayJoiner')) })}
            </p>
          ) : null}
          {club.text ? <p className="about-text">{club.text}</p> : null}
        </section>
      ) : null}

      {report.items.length > 0 ? (
        <section className="info-section">
          <h2 className="info-section__title">
            {report.year} {report.title}
          </h2>
          <ul className="about-report">
            {report.items.map((item) => (
              <li key={item.label}>
                <strong>{item.value}</strong>
                <span>{item.label}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {body.games.length > 0 ? (
        <section className="info-section">
          <h2 className="info-section__title">{t('infoPages.gamesTitle')}</h2>
          <ul className="about-games">
            {body.games.map((game) => (
              <li key={game.name} className="about-game">
                {game.img ? <img src={game.img} alt="" loading="lazy" /> : null}
                <strong>{game.name}</strong>
                <span>{game.text}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {body.brand_history.length > 0 ? (
        <section className="info-section">
          <h2 className="info-section__title">{t('infoPages.historyTitle')}</h2>
          <ol className="about-history">
            {body.brand_history.map((entry) => (
              <li key={`${entry.year}-${entry.title}`}>
                <span className="about-history__year">{entry.year}</span>
                <div>
                  <strong>{entry.title}</strong>
                  <p className="about-text">{entry.text}</p>
                  {entry.img ? <img src={entry.img} alt="" loading="lazy" /> : null}
                </div>
              </li>
            ))}
          </ol>
        </section>
      ) : null}

      {body.figures.length === 0 && body.features.length === 0 && !body.intro ? <EmptyState /> : null}
    </div>
  );
}

export default AboutPage;
