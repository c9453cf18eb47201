/** iPhone, iPad (including iPadOS that reports a Mac) and iPod, in the browser not the home-screen app. */
export function isIosBrowser(): boolean {
  if (typeof navigator === 'undefined') return false;
  const isIos =
    /iPhone|iPad|iPod/i.test(navigator.userAgent) ||
    (navigator.platform === 'MacIntel' && navigator.maxTouchPoints > 1);
  if (!isIos) return false;
  const isStandalone =
    ('standalone' in navigator && navigator.standalone === true) ||
    window.matchMedia('(display-mode: standalone)').matches;
  return !isStandalone;
}
