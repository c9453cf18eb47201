import { describe, expect, it } from 'vitest';

import { validateUsdtBinding, validateWalletBinding } from './usdt-binding';

const trc20 = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const erc20 = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';

describe('validateUsdtBinding', () => {
  it('passes a valid address for its protocol', () => {
    expect(validateUsdtBinding({ address: trc20, protocol: 'TRC20', payPassword: '123456' })).toBeNull();
    expect(validateUsdtBinding({ address: erc20, protocol: 'ERC20', payPassword: '123456' })).toBeNull();
  });

  it('checks address, protocol and pay password in that order, then the format', () => {
    expect(validateUsdtBinding({ address: '', protocol: '', payPassword: '' })).toBe('请输入USDT地址');
    expect(validateUsdtBinding({ address: trc20, protocol: '', payPassword: '' })).toBe('请选择钱包协议');
    expect(validateUsdtBinding({ address: trc20, protocol: 'BEP20', payPassword: '1' })).toBe('请选择钱包协议');
    expect(validateUsdtBinding({ address: trc20, protocol: 'TRC20', payPassword: '' })).toBe('请输入支付密码');
    expect(validateUsdtBinding({ address: erc20, protocol: 'TRC20', payPassword: '1' })).toBe('请输入正确的TRC20地址');
    expect(validateUsdtBinding({ address: trc20, protocol: 'ERC20', payPassword: '1' })).toBe('请输入正确的ERC20地址');
  });
});

describe('validateWalletBinding', () => {
  it('needs an address and a pay password, and a valid address when the protocol is known', () => {
    expect(validateWalletBinding({ address: '', payPassword: '' })).toBe('请输入钱包地址');
    expect(validateWalletBinding({ address: 'any-wallet-id', payPassword: '' })).toBe('请输入支付密码');
    expect(validateWalletBinding({ address: 'any-wallet-id', payPassword: '123456' })).toBeNull();
    expect(validateWalletBinding({ address: 'any-wallet-id', payPassword: '123456', protocol: 'TRC20' })).toBe(
      '请输入正确的TRC20地址',
    );
    expect(validateWalletBinding({ address: trc20, payPassword: '123456', protocol: 'TRC20' })).toBeNull();
  });
});
