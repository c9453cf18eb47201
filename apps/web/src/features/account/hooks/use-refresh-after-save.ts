import { useState } from 'react';
import { refreshUserMoney } from '../../../lib/api/refresh-user-money';

/**
 * After a profile change: reload the stored userInfo (`refreshUserMoney`) so the page shows the
 * saved value; busy until it answers, a failed reload is ignored. `onSettled` runs either way.
 */
export function useRefreshAfterSave() {
  const [isRefreshing, setIsRefreshing] = useState(false);
  const refresh = (onSettled?: () => void) => {
    setIsRefreshing(true);
    refreshUserMoney()
      .catch(() => undefined)
      .finally(() => {
        setIsRefreshing(false);
        onSettled?.();
      });
  };
  return { isRefreshing, refresh };
}
