import type { QueryClient } from '@tanstack/react-query';
import { memberQueryKey } from './get-member';

/** After a change to a member: the profile, the member list and the adjustments list reload. */
export function invalidateMember(queryClient: QueryClient, id: string): void {
  void queryClient.invalidateQueries({ queryKey: memberQueryKey(id) });
  void queryClient.invalidateQueries({ queryKey: ['admin', 'members'] });
  void queryClient.invalidateQueries({ queryKey: ['admin', 'adjustments'] });
  void queryClient.invalidateQueries({ queryKey: ['admin', 'dashboard'] });
}
