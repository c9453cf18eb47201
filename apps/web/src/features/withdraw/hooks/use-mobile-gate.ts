import { useEffect, useState } from 'react';
import { useRefreshUserMoney } from '../../../lib/api/refresh-user-money';
import { useSession } from '../../../hooks/use-session';

/** 'missing' shows the 系统提示 alert and leaves for /accountCenter (spec-2 §4). */
export type MobileGate = 'checking' | 'verified' | 'missing';

/**
 * Withdrawing needs a verified mobile (spec-2 §4, §6). The stored userInfo decides at once when it
 * has a mobile; otherwise it is refreshed first (`POST /api/refreshusermoney`), so a member who has
 * just bound a number is not sent away on stale data. The refresh also brings the outstanding
 * turnover shown on the page. A visitor without a session has no mobile.
 */
export function useMobileGate(): MobileGate {
  const session = useSession();
  const { mutate: refresh } = useRefreshUserMoney();
  const [hasRefreshed, setHasRefreshed] = useState(false);
  const { isLoggedIn } = session;

  useEffect(() => {
    if (!isLoggedIn) return;
    refresh(undefined, { onSettled: () => setHasRefreshed(true) });
  }, [isLoggedIn, refresh]);

  if (!isLoggedIn) return 'missing';
  if (session.user?.mobile) return 'verified';
  return hasRefreshed ? 'missing' : 'checking';
}
