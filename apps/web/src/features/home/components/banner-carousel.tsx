import { Skeleton } from 'antd-mobile';
import { useTranslation } from '../../../lib/i18n';
import { useNavigate } from 'react-router';
import { Carousel } from '../../../components/carousel';
import { useBanners, type Banner } from '../api/get-banners';

/** Banner autoplay interval (spec-1 §9). */
export const BANNER_AUTOPLAY_MS = 3000;

/** Home banner carousel (spec-1 §2): autoplay every 3 s, looping; a banner with a link opens it. */
export function BannerCarousel() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const banners = useBanners();

  function open(banner: Banner) {
    const link = banner.link.trim();
    if (!link) return;
    if (/^https?:\/\//i.test(link)) window.open(link, '_blank', 'noopener');
    else if (link.startsWith('/')) void navigate(link);
  }

  if (banners.isPending) {
    return (
      <div className="home-banner">
        <Skeleton animated className="home-banner__skeleton" />
      </div>
    );
  }
  // A banner that cannot load leaves no hole: the page starts with the notice bar.
  if (banners.isError || banners.data.length === 0) return null;

  return (
    <section className="home-banner" aria-label={t('home.bannersLabel')}>
      <Carousel autoplayMs={BANNER_AUTOPLAY_MS} className="home-banner__carousel">
        {banners.data.map((banner, index) => (
          <button
            key={`${banner.src}-${index}`}
            type="button"
            className="home-banner__item"
            onClick={() => open(banner)}
            aria-label={t('home.bannerLabel', { index: index + 1 })}
          >
            <img className="home-banner__image" src={banner.src} alt="" draggable={false} />
          </button>
        ))}
      </Carousel>
    </section>
  );
}
