import { describe, expect, it } from 'vitest';
import { readWallets } from './get-wallets';

describe('readWallets (POST /api/gerWalletInfo)', () => {
  it('reads each wallet with its binding and a known protocol', () => {
    expect(
      readWallets([
        { id: 2, name: 'USDT-TRC20', logo: '/a.svg', is_bind: 1, address: 'T…', protocol: 'trc20' },
        { id: 3, name: 'OTHER', logo: '', is_bind: 0, address: '', protocol: '' },
      ]),
    ).toEqual([
      { id: 2, name: 'USDT-TRC20', logo: '/a.svg', is_bind: 1, address: 'T…', protocol: 'TRC20' },
      { id: 3, name: 'OTHER', logo: '', is_bind: 0, address: '', protocol: null },
    ]);
  });
});
