import { Button } from 'antd-mobile';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { ErrorState, LoadingState } from '../../../components/page-states';
import { useAppInfo } from '../../../lib/api/get-app-info';
import { usePageContent } from '../api/get-page-content';
import './info-pages.css';

/** The hidden download frame is removed 2000 ms after the download starts (spec-2 §4, §9). */
export const DOWNLOAD_FRAME_REMOVE_MS = 2000;

/**
 * /app (spec-2 §2): logo, title, the iOS download button (appInfo.ios_download_url; '暂未开放' and
 * disabled while there is none), the download image, and the page's own text and steps.
 */
export function AppDownloadPage() {
  const { t } = useTranslation();
  const { data: appInfo } = useAppInfo();
  const page = usePageContent('app');
  const frames = useRef(new Set<{ frame: HTMLIFrameElement; timer: number }>());

  useEffect(() => {
    const pending = frames.current;
    return () => {
      for (const entry of pending) {
        window.clearTimeout(entry.timer);
        entry.frame.remove();
      }
      pending.clear();
    };
  }, []);

  /** Starts a download through a hidden frame (the page stays), removed after 2000 ms. */
  const download = (url: string) => {
    const frame = document.createElement('iframe');
    frame.style.display = 'none';
    frame.className = 'app-download-frame';
    frame.src = url;
    document.body.appendChild(frame);
    const entry = {
      frame,
      timer: window.setTimeout(() => {
        frame.remove();
        frames.current.delete(entry);
      }, DOWNLOAD_FRAME_REMOVE_MS),
    };
    frames.current.add(entry);
  };

  if (page.isPending && !appInfo) return <LoadingState />;
  if (page.isError && !appInfo) return <ErrorState onRetry={() => void page.refetch()} />;

  const body = page.data?.body;
  const title = appInfo?.title || page.data?.title || '';
  const logo = appInfo?.site_logo || body?.site_logo || '';
  const iosUrl = appInfo?.ios_download_url ?? body?.ios_download_url ?? '';
  const androidUrl = appInfo?.android_download_url || body?.android_download_url || '';
  const image = appInfo?.app_download_image || body?.app_download_image || '';

  return (
    <div className="info-page app-page">
      <header className="app-page__head">
        {logo ? <img className="app-page__logo" src={logo} alt={t('infoPages.logoAlt', { title })} /> : null}
        <h1 className="app-page__title">{title}</h1>
        {body?.intro ? <p className="app-page__intro">{body.intro}</p> : null}
      </header>
      <div className="app-page__buttons">
        <span className="app-page__platform">{t('infoPages.iosDownload')}</span>
        <Button
          block
          color="primary"
          shape="rounded"
          size="large"
          disabled={!iosUrl}
          onClick={() => {
            if (iosUrl) download(iosUrl);
          }}
        >
          {iosUrl ? t('infoPages.iosDownload') : t('infoPages.notOpen')}
        </Button>
        {androidUrl ? (
          <Button
            className="app-page__android"
            block
            color="primary"
            fill="outline"
            shape="rounded"
            size="large"
            onClick={() => download(androidUrl)}
          >
            {t('infoPages.androidDownload')}
          </Button>
        ) : null}
      </div>
      {image ? <img className="app-page__image" src={image} alt={t('infoPages.downloadImageAlt')} /> : null}
      {body && body.steps.length > 0 ? (
        <section className="info-section">
          <h2 className="info-section__title">{t('infoPages.stepsTitle')}</h2>
          <ol className="app-page__steps">
            {body.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </section>
      ) : null}
    </div>
  );
}

export default AppDownloadPage;
