import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { decodeBase58, encodeBase58 } from './base58';
import {
  encodeTrc20Address,
  isErc20Address,
  isTrc20Address,
  toEip55Address,
  validateWalletAddress,
} from './wallet-address';

const USDT_TRC20_CONTRACT = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const BASE58_ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const accountId = fc.uint8Array({ minLength: 20, maxLength: 20 });

function replaceAt(text: string, index: number, char: string): string {
  return text.slice(0, index) + char + text.slice(index + 1);
}

function flipCase(char: string): string {
  return char === char.toUpperCase() ? char.toLowerCase() : char.toUpperCase();
}

describe('base58', () => {
  it('round-trips bytes, leading zeros included', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 40 }), (bytes) => {
        expect(decodeBase58(encodeBase58(bytes))).toEqual(bytes);
      }),
    );
    expect(encodeBase58(Uint8Array.from([0, 0, 1]))).toBe('112');
    expect(decodeBase58('0OIl')).toBeNull();
  });
});

describe('isTrc20Address', () => {
  it('accepts the USDT contract address', () => {
    expect(isTrc20Address(USDT_TRC20_CONTRACT)).toBe(true);
  });

  it.each([
    replaceAt(USDT_TRC20_CONTRACT, 10, 'Y'),
    replaceAt(USDT_TRC20_CONTRACT, 33, 'u'),
    USDT_TRC20_CONTRACT.slice(0, 33),
    `${USDT_TRC20_CONTRACT}1`,
    `t${USDT_TRC20_CONTRACT.slice(1)}`,
    ` ${USDT_TRC20_CONTRACT}`,
    '1BoatSLRHtKNngkdXEeobR76b53LETtpyT',
    '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    '',
  ])('refuses %j', (address) => {
    expect(isTrc20Address(address)).toBe(false);
  });

  it('accepts any encoded account id and refuses it with any one character changed', () => {
    fc.assert(
      fc.property(
        accountId,
        fc.integer({ min: 0, max: 33 }),
        fc.integer({ min: 1, max: 57 }),
        (id, position, shift) => {
          const address = encodeTrc20Address(id);
          expect(address).toMatch(/^T.{33}$/);
          expect(isTrc20Address(address)).toBe(true);
          const current = BASE58_ALPHABET.indexOf(address.charAt(position));
          const other = BASE58_ALPHABET.charAt((current + shift) % 58);
          expect(isTrc20Address(replaceAt(address, position, other))).toBe(false);
        },
      ),
    );
  });
});

describe('isErc20Address', () => {
  it.each([
    '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
    '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
    '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
    '0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed',
    '0x5AAEB6053F3E94C9B9A09F33669435E7EF1BEAED',
  ])('accepts %s (EIP-55 vectors and single-case forms)', (address) => {
    expect(isErc20Address(address)).toBe(true);
  });

  it.each([
    '0x5AAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD',
    '5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    '0X5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAe',
    '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAedd',
    '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeg',
    USDT_TRC20_CONTRACT,
    '',
  ])('refuses %j', (address) => {
    expect(isErc20Address(address)).toBe(false);
  });

  it('accepts the checksummed form of any address and refuses it with one letter case-flipped', () => {
    fc.assert(
      fc.property(accountId, fc.nat(), (bytes, pick) => {
        const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
        const address = toEip55Address(`0x${hex}`);
        expect(address.toLowerCase()).toBe(`0x${hex}`);
        expect(isErc20Address(address)).toBe(true);
        const letterPositions = [...address].flatMap((char, index) =>
          index >= 2 && /[a-fA-F]/.test(char) ? [index] : [],
        );
        if (letterPositions.length === 0) return;
        const position = letterPositions[pick % letterPositions.length] ?? 2;
        const flipped = replaceAt(address, position, flipCase(address.charAt(position)));
        const body = flipped.slice(2);
        // A flip that leaves a single-case address is the unchecked form, valid by design.
        if (body === body.toLowerCase() || body === body.toUpperCase()) return;
        expect(isErc20Address(flipped)).toBe(false);
      }),
    );
  });

  it('toEip55Address throws on a non-address', () => {
    expect(() => toEip55Address('0x123')).toThrow(RangeError);
  });
});

describe('validateWalletAddress', () => {
  it('names the protocol whose format failed', () => {
    expect(validateWalletAddress({ protocol: 'TRC20', address: USDT_TRC20_CONTRACT })).toBeNull();
    expect(
      validateWalletAddress({
        protocol: 'TRC20',
        address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
      }),
    ).toBe('请输入正确的TRC20地址');
    expect(
      validateWalletAddress({
        protocol: 'ERC20',
        address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
      }),
    ).toBeNull();
    expect(validateWalletAddress({ protocol: 'ERC20', address: USDT_TRC20_CONTRACT })).toBe('请输入正确的ERC20地址');
  });
});
