import type { QueryClient } from '@tanstack/react-query';

/** After a money action: the lists of that kind, the ledger, member profiles and the pending counts reload. */
export function invalidateFinance(queryClient: QueryClient, list: 'deposits' | 'withdrawals' | 'transfers'): void {
  for (const key of [list, 'ledger', 'member', 'members', 'dashboard']) {
    void queryClient.invalidateQueries({ queryKey: ['admin', key] });
  }
}
