import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import {
  betStateLabel,
  depositStateLabel,
  rebateStateLabel,
  transferStateLabel,
  withdrawStateLabel,
} from './record-states';

const t = i18n.t.bind(i18n);
const texts = (label: (state: number, translate: typeof t) => { text: string } | null, states: number[]) =>
  states.map((state) => label(state, t)?.text ?? null);

describe('record state labels (spec-2 §4)', () => {
  it('deposit: 0 pending payment, 1 success, 2 failed, 3 timed out', () => {
    expect(texts(depositStateLabel, [0, 1, 2, 3])).toEqual(['待支付', '成功', '失败', '已超时']);
  });

  it('withdraw: 1 pending review, 2 approved, 3 rejected, 0 blank', () => {
    expect(texts(withdrawStateLabel, [0, 1, 2, 3])).toEqual([null, '待审核', '通过', '拒绝']);
    // Decision 0031: the payout state makes an approved withdrawal's label honest.
    const withPayout = (state: number, payout: number) => withdrawStateLabel(state, t, payout)?.text;
    expect([withPayout(2, 0), withPayout(2, 1), withPayout(2, 2), withPayout(2, 3)]).toEqual([
      '处理中',
      '处理中',
      '已到账',
      '失败',
    ]);
    expect([withPayout(3, 0), withPayout(3, 3), withPayout(1, 0)]).toEqual(['拒绝', '已退回', '待审核']);
  });

  it('transfer: 0 failed, 1 success, 2 pending settlement, 3 undefined', () => {
    expect(texts(transferStateLabel, [0, 1, 2, 3])).toEqual(['失败', '成功', '处理中', '未定义']);
  });

  it('bet: 0 invalid, 1 settled, 2 unsettled', () => {
    expect(texts(betStateLabel, [0, 1, 2])).toEqual(['无效', '已结算', '未结算']);
  });

  it('rebate: 0 unclaimed, anything else claimed', () => {
    expect(texts(rebateStateLabel, [0, 1, 2])).toEqual(['未领取', '已领取', '已领取']);
  });

  it('shows no label for a state the spec does not name', () => {
    expect(texts(depositStateLabel, [9])).toEqual([null]);
  });
});
