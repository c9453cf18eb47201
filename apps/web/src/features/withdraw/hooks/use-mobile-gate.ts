import { useEffect, useState } from 'react';
import { useRefreshUserMoney } from '../../../lib/api/refresh-user-money';
import { useSession } from '../../../hooks/use-session';
import { mobileGateOf, type MobileGate } from '../utils/mobile-gate';

export type { MobileGate };

/**
 * Withdrawing needs a verified mobile (spec-2 §4, §6). The stored userInfo decides at once when it
 * has a mobile; otherwise it is refreshed first (`POST /api/refreshusermoney`), so a member who has
 * just bound a number is not sent away on stale data. The refresh also brings the outstanding
 * turnover shown on the page. A visitor is asked to log in first (`mobileGateOf`).
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

  return mobileGateOf({ isLoggedIn, mobile: session.user?.mobile, hasRefreshed });
}
