import { CloseOutline, UploadOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { readString, storageKeys, writeString } from '../../../lib/storage';
import './app-info.css';

/** iPhone, iPad (including iPadOS that reports a Mac) and iPod, in the browser not the home-screen app. */
export function isIosBrowser(): boolean {
  if (typeof navigator === 'undefined') return false;
  const isIos =
    /iPhone|iPad|iPod/i.test(navigator.userAgent) ||
    (navigator.platform === 'MacIntel' && navigator.maxTouchPoints > 1);
  if (!isIos) return false;
  const isStandalone =
    ('standalone' in navigator && navigator.standalone === true) ||
    window.matchMedia('(display-mode: standalone)').matches;
  return !isStandalone;
}

/** Add-to-home-screen tip for iOS visitors (spec-1 §1), closable for the session. */
export function IosInstallTip({ bottomOffset }: { bottomOffset: number }) {
  const { t } = useTranslation();
  const [isVisible, setIsVisible] = useState(
    () => isIosBrowser() && readString('session', storageKeys.iosTipClosed) !== '1',
  );
  if (!isVisible) return null;
  const close = () => {
    writeString('session', storageKeys.iosTipClosed, '1');
    setIsVisible(false);
  };
  return (
    <div
      className="ios-tip"
      role="note"
      style={{ bottom: `calc(${bottomOffset}px + env(safe-area-inset-bottom) + 10px)` }}
    >
      <UploadOutline className="ios-tip__icon" aria-hidden="true" />
      <span className="ios-tip__text">{t('shell.iosTip.text')}</span>
      <button type="button" className="ios-tip__close" onClick={close} aria-label={t('shell.iosTip.close')}>
        <CloseOutline />
      </button>
    </div>
  );
}
