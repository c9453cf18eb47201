import { describe, expect, it } from 'vitest';
import { MOBILE_REQUIRED_NEXT, mobileGateOf } from './mobile-gate';

describe('mobileGateOf', () => {
  it('asks a visitor to log in before anything about a phone', () => {
    expect(mobileGateOf({ isLoggedIn: false, mobile: undefined, hasRefreshed: false })).toBe('visitor');
    expect(mobileGateOf({ isLoggedIn: false, mobile: undefined, hasRefreshed: true })).toBe('visitor');
  });

  it('waits for the refresh before telling a member without a stored mobile to verify one', () => {
    expect(mobileGateOf({ isLoggedIn: true, mobile: '', hasRefreshed: false })).toBe('checking');
    expect(mobileGateOf({ isLoggedIn: true, mobile: undefined, hasRefreshed: true })).toBe('missing');
  });

  it('shows the form to a member with a verified mobile at once', () => {
    expect(mobileGateOf({ isLoggedIn: true, mobile: '138****8000', hasRefreshed: false })).toBe('verified');
  });

  it('the phone-required alert leads to the phone page', () => {
    expect(MOBILE_REQUIRED_NEXT).toBe('/modifyPhone');
  });
});
