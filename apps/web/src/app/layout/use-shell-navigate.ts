import { useCallback } from 'react';
import { useTranslation } from '../../lib/i18n';
import { useLocation, useNavigate } from 'react-router';
import { showToast } from '../../lib/show-toast';

/**
 * Navigation from the tab bar, side menu and download bar: going to the page already shown only
 * says so ('已在当前页面！', spec-1 §4).
 */
export function useShellNavigate(): (to: string) => void {
  const navigate = useNavigate();
  const location = useLocation();
  const { t } = useTranslation();
  return useCallback(
    (to: string) => {
      const targetPath = to.split('?')[0];
      if (targetPath === location.pathname) {
        showToast({ content: t('shell.alreadyHere') });
        return;
      }
      void navigate(to);
    },
    [location.pathname, navigate, t],
  );
}
