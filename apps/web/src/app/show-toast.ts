import type { ToastShowProps } from 'antd-mobile';

/**
 * Toast brings antd-mobile's Mask and its animation library (about 20 KB gzipped): the shell loads
 * it when the first message is shown, or once the browser is idle, not with the first screen.
 */
export const loadToast = () => import('./toast');

/** Shows an antd-mobile Toast from the shell (API errors, the tab bar's "already here"). */
export function showToast(props: ToastShowProps): void {
  void loadToast().then(({ showToastNow }) => showToastNow(props));
}
