import { CloseOutline, DownlandOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { readString, storageKeys, writeString } from '../../../lib/storage';
import { useAppInfo } from '../../../lib/api/get-app-info';
import { hasDownloadAddress } from '../utils/download-address';
import './app-info.css';

interface DownloadBarProps {
  onOpen: () => void;
}

/**
 * Download-app bar at the top of the shell; closing it lasts for the session (spec-1 §1). Shown only
 * when a download address is configured: otherwise /app has nothing to download (issue #13).
 */
export function DownloadBar({ onOpen }: DownloadBarProps) {
  const { t } = useTranslation();
  const { data: appInfo } = useAppInfo();
  const [isClosed, setIsClosed] = useState(() => readString('session', storageKeys.downloadBarClosed) === '1');
  if (isClosed || !hasDownloadAddress(appInfo)) return null;

  const close = () => {
    writeString('session', storageKeys.downloadBarClosed, '1');
    setIsClosed(true);
  };
  const title = appInfo?.title || t('shell.downloadBar.fallbackTitle');

  return (
    <div className="download-bar">
      <button type="button" className="download-bar__close" onClick={close} aria-label={t('shell.downloadBar.close')}>
        <CloseOutline />
      </button>
      <button type="button" className="download-bar__body" onClick={onOpen}>
        {appInfo?.site_logo ? (
          <img className="download-bar__logo" src={appInfo.site_logo} alt="" />
        ) : (
          <span className="download-bar__logo download-bar__logo--icon" aria-hidden="true">
            <DownlandOutline />
          </span>
        )}
        <span className="download-bar__text">{t('shell.downloadBar.text', { title })}</span>
        <span className="download-bar__action">{t('shell.downloadBar.action')}</span>
      </button>
    </div>
  );
}
