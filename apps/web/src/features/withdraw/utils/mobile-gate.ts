import { paths } from '../../../config/paths';

/**
 * Who may see the withdraw form (spec-2 §4, §6, issue #13):
 * - 'visitor': not logged in; asked to log in first (a phone cannot be verified without an account);
 * - 'checking': logged in, no mobile in the stored userInfo, the refresh has not answered yet;
 * - 'missing': logged in without a verified mobile: the 系统提示 alert, then `MOBILE_REQUIRED_NEXT`;
 * - 'verified': the form.
 */
export type MobileGate = 'visitor' | 'checking' | 'verified' | 'missing';

/** Where the 系统提示 alert leads: the page that binds the phone, not the account menu. */
export const MOBILE_REQUIRED_NEXT = paths.modifyPhone;

export function mobileGateOf(state: {
  isLoggedIn: boolean;
  mobile: string | undefined;
  hasRefreshed: boolean;
}): MobileGate {
  if (!state.isLoggedIn) return 'visitor';
  if (state.mobile) return 'verified';
  return state.hasRefreshed ? 'missing' : 'checking';
}
