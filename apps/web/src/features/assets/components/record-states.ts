import type { t as translate } from '../../../lib/i18n';

type TFunction = typeof translate;

export type StateTone = 'default' | 'success' | 'warning' | 'danger';
export interface StateLabel {
  text: string;
  tone: StateTone;
}

/** Deposit record state (spec-2 §4): 0 pending payment, 1 success, 2 failed, 3 timed out. */
export function depositStateLabel(state: number, t: TFunction): StateLabel | null {
  switch (state) {
    case 0:
      return { text: t('assets.depositStates.pending'), tone: 'warning' };
    case 1:
      return { text: t('assets.depositStates.success'), tone: 'success' };
    case 2:
      return { text: t('assets.depositStates.failed'), tone: 'danger' };
    case 3:
      return { text: t('assets.depositStates.expired'), tone: 'default' };
    default:
      return null;
  }
}

/**
 * Withdraw record state (spec-2 §4): 1 pending review, 2 approved, 3 rejected; 0 is blank. With the
 * payout state the server adds (decision 0031), an approved withdrawal says honestly where the money
 * is: 处理中 until paid, 已到账 when paid, 失败 when the payout failed (staff decide next), and a
 * refund after a failed payout 已退回. Without it (an older server) the spec's labels stay.
 */
export function withdrawStateLabel(state: number, t: TFunction, payoutState?: number): StateLabel | null {
  switch (state) {
    case 1:
      return { text: t('assets.withdrawStates.pending'), tone: 'warning' };
    case 2:
      switch (payoutState) {
        case undefined:
          return { text: t('assets.withdrawStates.approved'), tone: 'success' };
        case 2:
          return { text: t('assets.withdrawStates.paid'), tone: 'success' };
        case 3:
          return { text: t('assets.withdrawStates.failed'), tone: 'danger' };
        default:
          return { text: t('assets.withdrawStates.processing'), tone: 'warning' };
      }
    case 3:
      return payoutState === 3
        ? { text: t('assets.withdrawStates.returned'), tone: 'default' }
        : { text: t('assets.withdrawStates.rejected'), tone: 'danger' };
    default:
      return null;
  }
}

/** Transfer-in and transfer-out state (spec-2 §4): 0 failed, 1 success, 2 pending settlement, 3 undefined. */
export function transferStateLabel(state: number, t: TFunction): StateLabel | null {
  switch (state) {
    case 0:
      return { text: t('assets.transferStates.failed'), tone: 'danger' };
    case 1:
      return { text: t('assets.transferStates.success'), tone: 'success' };
    case 2:
      return { text: t('assets.transferStates.pending'), tone: 'warning' };
    case 3:
      return { text: t('assets.transferStates.undefined'), tone: 'default' };
    default:
      return null;
  }
}

/** Bet state (spec-2 §4): 0 invalid bet, 1 settled, 2 unsettled. */
export function betStateLabel(state: number, t: TFunction): StateLabel | null {
  switch (state) {
    case 0:
      return { text: t('assets.betStates.invalid'), tone: 'default' };
    case 1:
      return { text: t('assets.betStates.settled'), tone: 'success' };
    case 2:
      return { text: t('assets.betStates.unsettled'), tone: 'warning' };
    default:
      return null;
  }
}

/** Rebate state (spec-2 §3, §4): 0 unclaimed, otherwise claimed. */
export function rebateStateLabel(state: number, t: TFunction): StateLabel {
  return state === 0
    ? { text: t('assets.rebateStates.unclaimed'), tone: 'warning' }
    : { text: t('assets.rebateStates.claimed'), tone: 'success' };
}
