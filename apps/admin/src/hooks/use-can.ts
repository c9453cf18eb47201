import { useCallback } from 'react';
import type { Permission } from '../config/permissions';
import { useMe } from '../lib/get-me';

/** `can('finance.withdrawals.review')`: what the signed-in staff member may do (the server checks again). */
export function useCan(): (permission: Permission) => boolean {
  const me = useMe();
  const permissions = me.data?.permissions;
  return useCallback((permission: Permission) => permissions?.includes(permission) ?? false, [permissions]);
}
