import { Dialog, type DialogConfirmProps } from 'antd-mobile';

/** antd-mobile's confirm dialog; import this file dynamically (`openConfirmDialog`), see below. */
export function confirmNow(props: DialogConfirmProps): Promise<boolean> {
  return Dialog.confirm(props);
}
