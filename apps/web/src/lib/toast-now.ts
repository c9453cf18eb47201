import './antd-render';
import { Toast, type ToastShowProps } from 'antd-mobile';
import { TOAST_DURATION_MS } from '../config/constants';

// Toasts vanish after 2 s (spec-1 §9). antd-mobile's own default is also 2 s, so a page that shows
// its own Toast before this module has loaded (it loads with the first shell toast, decision 0015)
// keeps the same duration.
Toast.config({ duration: TOAST_DURATION_MS });

export function showToastNow(props: ToastShowProps): { close: () => void } {
  return Toast.show(props);
}

export function clearToastNow(): void {
  Toast.clear();
}
