import type { ToastShowProps } from 'antd-mobile';
import type * as ToastModuleNamespace from './toast-now';

type ToastModule = typeof ToastModuleNamespace;

/** Closes one toast (a loading toast is closed by its caller). */
export interface ToastHandle {
  close: () => void;
}
let toastModule: ToastModule | undefined;
/** Bumped by clearToast: a toast still waiting for its module is then not shown. */
let generation = 0;

/**
 * antd-mobile's Toast brings its Mask and the animation library (about 20 KB gzipped): it loads
 * with the first toast shown, not with the first screen (decision 0015). Every toast of the member
 * site goes through here.
 */
export const loadToast = (): Promise<ToastModule> =>
  import('./toast-now').then((module) => {
    toastModule = module;
    return module;
  });

/**
 * Shows an antd-mobile Toast. Once loaded it is shown at once, in the same tick as the caller, so a
 * later toast replaces an earlier one before it paints (as antd-mobile does), instead of both
 * showing while one fades.
 */
export function showToast(props: ToastShowProps): ToastHandle {
  if (toastModule) return toastModule.showToastNow(props);
  const shownAt = generation;
  let closed = false;
  let shown: ToastHandle | undefined;
  void loadToast().then(({ showToastNow }) => {
    if (shownAt === generation && !closed) shown = showToastNow(props);
  });
  return {
    close: () => {
      closed = true;
      shown?.close();
    },
  };
}

/** Hides the toast on screen (and any still loading). */
export function clearToast(): void {
  generation += 1;
  toastModule?.clearToastNow();
}
