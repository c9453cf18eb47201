import './antd-render';
import { Dialog, type DialogAlertProps, type DialogConfirmProps } from 'antd-mobile';

/** antd-mobile's confirm dialog; import this file dynamically (`openConfirmDialog`), see there. */
export function confirmNow(props: DialogConfirmProps): Promise<boolean> {
  return Dialog.confirm(props);
}

/** antd-mobile's alert dialog; import this file dynamically (`openAlertDialog`), see there. */
export function alertNow(props: DialogAlertProps): Promise<void> {
  return Dialog.alert(props);
}
