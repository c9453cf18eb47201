import { PROMOTION_CLAIM_MESSAGES } from '@app/shared/validation';

/** spec-2 §8: no grab at all (the counted deposits reach no tier). */
export const NOT_QUALIFIED_MESSAGE = PROMOTION_CLAIM_MESSAGES.redPacketNotQualified;
/** spec-2 §8: a claim whose request failed on the network. */
export const CLAIM_NETWORK_MESSAGE = '服务器异常，请稍后再试';

/** The four result popups of /hongbao (spec-2 §2). */
export type ClaimPopup =
  | { kind: 'notStarted' }
  | { kind: 'finished' }
  | { kind: 'won'; amount: string }
  | { kind: 'failure'; message: string };

export interface ClaimStanding {
  /** 0 not started, 1 open, 2 finished (server clock). */
  state: 0 | 1 | 2;
  sendnums: number;
  max_times: number;
}

/**
 * What the claim button does before asking the server (spec-2 §4, §5): outside the window the
 * not-started or finished popup; with no grab left the failure popup ('您暂未达到领取条件…' when the
 * deposits gave none today, '您的剩余次数不足！' when they are used up); otherwise undefined (ask).
 */
export function popupBeforeClaim(standing: ClaimStanding): ClaimPopup | undefined {
  if (standing.state === 0) return { kind: 'notStarted' };
  if (standing.state === 2) return { kind: 'finished' };
  if (standing.sendnums <= 0) {
    return {
      kind: 'failure',
      message: standing.max_times <= 0 ? NOT_QUALIFIED_MESSAGE : PROMOTION_CLAIM_MESSAGES.noRedPacketDraws,
    };
  }
  return undefined;
}

/**
 * The popup of a refused claim: the window as the server sees it now decides not started or
 * finished (the page may have stayed open across 10:00 or 12:00); anything else is a failure with
 * the server's message.
 */
export function popupAfterRefusal(state: 0 | 1 | 2 | undefined, message: string): ClaimPopup {
  if (state === 0) return { kind: 'notStarted' };
  if (state === 2) return { kind: 'finished' };
  return { kind: 'failure', message };
}

/** The window line of the page: claiming hours and the deposits that count (spec-2 §2, §9). */
export function windowLines(start: string, end: string): { claim: string; count: string } {
  return {
    claim: `每日 ${start}-${end}（北京时间）开放抢红包`,
    count: `存款统计时间：前一日 ${end} 至当日 ${start}`,
  };
}
