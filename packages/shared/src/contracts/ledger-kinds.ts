/**
 * Every ledger transaction kind the server posts, with its Chinese label (issue #21: the ledger
 * shows `house_round`, `member:3`…). A unit test on the server (ledger-labels.test.ts) fails when
 * code posts a kind that has no label here; `reverse` appends `_reversal` (冲正·<label>).
 */
export const LEDGER_KIND_LABELS = {
  deposit: '充值入账',
  withdrawal_hold: '提现冻结',
  withdrawal_payout: '提现出款',
  withdrawal_refund: '提现退回',
  transfer_in: '转入游戏平台',
  transfer_in_refund: '转入失败退回',
  transfer_out: '游戏平台转出',
  house_round: '自营游戏结算',
  fast3_stake: '快三投注',
  fast3_payout: '快三派奖',
  staff_adjustment: '人工调账',
  agent_commission: '代理佣金',
  bonus_rebate: '返水',
  bonus_red_packet: '红包',
  bonus_vip: 'VIP奖金',
  bonus_task: '任务奖励',
  bonus_chest: '宝箱奖励',
  bonus_activity: '活动奖励',
  // bench/ledger.ts writes these on a bench database (never on a live site).
  bench_fund: '压测注资',
  bench_transfer: '压测转账',
} as const satisfies Record<string, string>;
