import { Toast, type ToastShowProps } from 'antd-mobile';
import { TOAST_DURATION_MS } from '../config/constants';

// Toasts vanish after 2 s (spec-1 §9).
Toast.config({ duration: TOAST_DURATION_MS });

export function showToastNow(props: ToastShowProps): void {
  Toast.show(props);
}
