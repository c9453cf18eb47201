import { NavBar } from 'antd-mobile';
import { UnorderedListOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../config/paths';

interface AppHeaderProps {
  title: string;
  showBack: boolean;
  onOpenMenu: () => void;
}

/** Header: back button, the route's title, and the side-menu icon (spec-1 §2). */
export function AppHeader({ title, showBack, onOpenMenu }: AppHeaderProps) {
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
      <NavBar
        backIcon={showBack}
        back={showBack ? '' : null}
        onBack={showBack ? onBack : undefined}
        right={
          <button type="button" className="app-header__menu" onClick={onOpenMenu} aria-label={t('shell.openMenu')}>
            <UnorderedListOutline />
          </button>
        }
      >
        {title}
      </NavBar>
    </header>
  );
}
