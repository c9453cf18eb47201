import { Button, Popup } from 'antd-mobile';
import { UserCircleOutline } from 'antd-mobile-icons';
import { useTranslation } from '../lib/i18n';
import { useNavigate } from 'react-router';
import { loginPath, paths } from '../config/paths';
import './login-prompt-popup.css';

interface LoginPromptPopupProps {
  visible: boolean;
  /** Where login comes back to (the game's /gamePage link, so the game then starts). */
  redirectTo: string | null;
  onClose: () => void;
}

/** The login popup shown when a game is started without a token (spec-1 §4). */
export function LoginPromptPopup({ visible, redirectTo, onClose }: LoginPromptPopupProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const go = (to: string) => {
    onClose();
    void navigate(to);
  };
  return (
    <Popup
      visible={visible}
      onMaskClick={onClose}
      onClose={onClose}
      showCloseButton
      bodyClassName="login-prompt"
      destroyOnClose
    >
      <div className="login-prompt__body" role="dialog" aria-label={t('games.loginPromptTitle')}>
        <UserCircleOutline className="login-prompt__icon" aria-hidden="true" />
        <h2 className="login-prompt__title">{t('games.loginPromptTitle')}</h2>
        <p className="login-prompt__text">{t('games.loginPromptText')}</p>
        <div className="login-prompt__actions">
          <Button block color="primary" shape="rounded" onClick={() => go(loginPath(redirectTo ?? undefined))}>
            {t('games.loginNow')}
          </Button>
          <Button block color="primary" fill="outline" shape="rounded" onClick={() => go(paths.register)}>
            {t('games.registerNow')}
          </Button>
        </div>
      </div>
    </Popup>
  );
}
