import type { DialogAlertProps, DialogConfirmProps } from 'antd-mobile';

/**
 * A confirm dialog whose code (antd-mobile Dialog, its Mask and the animation library) loads when
 * it is opened, not with the page that may open it (decision 0015). Resolves true when confirmed.
 */
export async function openConfirmDialog(props: DialogConfirmProps): Promise<boolean> {
  const { confirmNow } = await import('./confirm-dialog');
  return confirmNow(props);
}

/** An alert dialog (one button), loaded like `openConfirmDialog`. Resolves when it is closed. */
export async function openAlertDialog(props: DialogAlertProps): Promise<void> {
  const { alertNow } = await import('./confirm-dialog');
  return alertNow(props);
}
