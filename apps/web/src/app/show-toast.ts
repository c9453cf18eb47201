import type { ToastShowProps } from 'antd-mobile';
import type * as ToastModuleNamespace from './toast';

type ToastModule = typeof ToastModuleNamespace;
let toastModule: ToastModule | undefined;

/**
 * Toast brings antd-mobile's Mask and its animation library (about 20 KB gzipped): the shell loads
 * it when the first message is shown, or once the browser is idle, not with the first screen.
 */
export const loadToast = (): Promise<ToastModule> =>
  import('./toast').then((module) => {
    toastModule = module;
    return module;
  });

/**
 * Shows an antd-mobile Toast from the shell (API errors, the tab bar's "already here"). Once loaded
 * it is shown at once, in the same tick as a page's own Toast, so the later one replaces the
 * earlier before it paints (as antd-mobile does), instead of both showing while one fades.
 */
export function showToast(props: ToastShowProps): void {
  if (toastModule) toastModule.showToastNow(props);
  else void loadToast().then(({ showToastNow }) => showToastNow(props));
}
