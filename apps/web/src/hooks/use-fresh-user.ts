import { useEffect } from 'react';
import { useRefreshUserMoney } from '../lib/api/refresh-user-money';
import { useSession } from './use-session';

/**
 * Reads the member's userInfo again when a settings screen opens (`POST /api/refreshusermoney`,
 * which replaces the stored copy): a phone or e-mail bound elsewhere shows at once. Returns whether
 * that first refresh is still under way.
 */
export function useFreshUser(): { isRefreshing: boolean } {
  const { isLoggedIn } = useSession();
  const refresh = useRefreshUserMoney();
  const { mutate } = refresh;

  useEffect(() => {
    if (isLoggedIn) mutate();
  }, [isLoggedIn, mutate]);

  return { isRefreshing: refresh.isPending };
}
