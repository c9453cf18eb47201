import { CloseOutline, UploadOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { readString, storageKeys, writeString } from '../../../lib/storage';
import { isIosBrowser } from '../utils/is-ios-browser';
import './app-info.css';

/**
 * Add-to-home-screen tip for iOS visitors (spec-1 §1), closable for the session. The shell loads
 * this module only on iOS browsers (`isIosBrowser`), so no other visitor's first screen carries it.
 */
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

export default IosInstallTip;
