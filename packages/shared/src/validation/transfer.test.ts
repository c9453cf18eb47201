import { describe, expect, it } from 'vitest';

import { validateTransfer } from './transfer';

describe('validateTransfer', () => {
  it('asks for an amount', () => {
    expect(validateTransfer({ amount: '', direction: 'toPlatform', sourceBalanceFen: 100n })).toBe('请输入操作金额！');
  });

  it('refuses more than the main balance when transferring in', () => {
    expect(validateTransfer({ amount: '1.01', direction: 'toPlatform', sourceBalanceFen: 100n })).toBe(
      '操作金额超出了您的账户余额！',
    );
    expect(validateTransfer({ amount: '1', direction: 'toPlatform', sourceBalanceFen: 100n })).toBeNull();
  });

  it('refuses more than the platform balance when transferring out', () => {
    expect(validateTransfer({ amount: 2, direction: 'fromPlatform', sourceBalanceFen: 100n })).toBe(
      '操作金额超出了您该游戏平台的余额！',
    );
  });

  it('passes malformed amounts to the parser message', () => {
    expect(validateTransfer({ amount: '0', direction: 'toPlatform', sourceBalanceFen: 100n })).toBe('金额必须大于0');
  });
});
