import { LeftOutline, UnorderedListOutline } from 'antd-mobile-icons';
import { useTranslation } from '../../lib/i18n';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../config/paths';

interface AppHeaderProps {
  title: string;
  showBack: boolean;
  onOpenMenu: () => void;
  /** The member is about to open the menu (finger or pointer on the icon): start loading it. */
  onMenuIntent?: () => void;
}

/**
 * Header: back button, the route's title, and the side-menu icon (spec-1 §2). Plain markup rather
 * than antd-mobile's NavBar, whose left slot is a `role="button"` without a name even on pages
 * with no back button (Lighthouse accessibility, issue #13).
 */
export function AppHeader({ title, showBack, onOpenMenu, onMenuIntent }: AppHeaderProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();

  const onBack = () => {
    // A page opened directly (bookmark, shared link) has nothing to go back to: go home.
    if (location.key === 'default') void navigate(paths.home, { replace: true });
    else void navigate(-1);
  };

  return (
    <header className="app-header">
      <div className="app-header__side">
        {showBack ? (
          <button type="button" className="app-header__icon" onClick={onBack} aria-label={t('shell.back')}>
            <LeftOutline />
          </button>
        ) : null}
      </div>
      <div className="app-header__title">{title}</div>
      <div className="app-header__side app-header__side--right">
        <button
          type="button"
          className="app-header__icon"
          onClick={onOpenMenu}
          onPointerEnter={onMenuIntent}
          onPointerDown={onMenuIntent}
          onFocus={onMenuIntent}
          aria-label={t('shell.openMenu')}
        >
          <UnorderedListOutline />
        </button>
      </div>
    </header>
  );
}
