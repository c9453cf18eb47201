import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { refreshUserMoney } from '../lib/api/refresh-user-money';
import { platformBalancesQueryKey } from '../lib/api/get-platform-balances';

/**
 * After money moved (transfer, recover, withdrawal): the shell balance, the platform balances and
 * the stored userInfo (`POST /api/refreshusermoney`) are read again.
 */
export function useRefreshWallet(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: ['balance'] });
    void queryClient.invalidateQueries({ queryKey: platformBalancesQueryKey });
    refreshUserMoney().catch(() => undefined);
  }, [queryClient]);
}
