// USDT wallet address checks (platform-rules §6): TRC20 = base58check starting with T,
// ERC20 = 0x + 40 hex with the EIP-55 checksum when mixed-case. Pure TypeScript, no node:crypto,
// so the member site runs the same check.
import { decodeBase58, encodeBase58 } from './base58';
import { bytesEqual, utf8Bytes } from './hash/bytes';
import { keccak256 } from './hash/keccak256';
import { sha256 } from './hash/sha256';
import type { ValidationResult } from './rule-helpers';

/** The wallet protocols a member can bind (spec-1 §9). */
export const WALLET_PROTOCOLS = ['ERC20', 'TRC20'] as const;

/** A wallet protocol. */
export type WalletProtocol = (typeof WALLET_PROTOCOLS)[number];

/** Address format messages. */
export const WALLET_ADDRESS_MESSAGES = {
  trc20Invalid: '请输入正确的TRC20地址',
  erc20Invalid: '请输入正确的ERC20地址',
} as const;

const TRON_ADDRESS_PREFIX = 0x41;
const ERC20_SHAPE = /^0x[0-9a-fA-F]{40}$/;
// 25 bytes starting with 0x41 always encode to 34 base58 characters starting with T.
const TRC20_SHAPE = /^T[1-9A-HJ-NP-Za-km-z]{33}$/;

/** True for 'ERC20' or 'TRC20'. */
export function isWalletProtocol(value: unknown): value is WalletProtocol {
  return value === 'ERC20' || value === 'TRC20';
}

function doubleSha256Checksum(payload: Uint8Array): Uint8Array {
  return sha256(sha256(payload)).subarray(0, 4);
}

/** True for a TRC20 address: base58check of 0x41 + 20 bytes, 4-byte double-SHA-256 checksum. */
export function isTrc20Address(address: string): boolean {
  if (!TRC20_SHAPE.test(address)) return false;
  const bytes = decodeBase58(address);
  if (bytes === null || bytes.length !== 25 || bytes[0] !== TRON_ADDRESS_PREFIX) return false;
  return bytesEqual(doubleSha256Checksum(bytes.subarray(0, 21)), bytes.subarray(21));
}

/** The TRC20 address of a 20-byte account id (0x41 prefix, checksum appended). */
export function encodeTrc20Address(accountId: Uint8Array): string {
  if (accountId.length !== 20) throw new RangeError('A TRON account id is 20 bytes');
  const payload = Uint8Array.from([TRON_ADDRESS_PREFIX, ...accountId]);
  return encodeBase58(Uint8Array.from([...payload, ...doubleSha256Checksum(payload)]));
}

/** The EIP-55 mixed-case form of an ERC20 address ('0x' + 40 hex, any case); throws on anything else. */
export function toEip55Address(address: string): string {
  if (!ERC20_SHAPE.test(address)) throw new RangeError(`Not an ERC20 address: ${address}`);
  const lower = address.slice(2).toLowerCase();
  const hash = keccak256(utf8Bytes(lower));
  let checksummed = '0x';
  for (let i = 0; i < lower.length; i += 1) {
    const char = lower.charAt(i);
    const hashByte = hash[i >> 1] ?? 0;
    const nibble = i % 2 === 0 ? hashByte >> 4 : hashByte & 0x0f;
    checksummed += nibble >= 8 ? char.toUpperCase() : char;
  }
  return checksummed;
}

/** True for an ERC20 address: '0x' + 40 hex, all one case or matching its EIP-55 checksum. */
export function isErc20Address(address: string): boolean {
  if (!ERC20_SHAPE.test(address)) return false;
  const hex = address.slice(2);
  if (hex === hex.toLowerCase() || hex === hex.toUpperCase()) return true;
  return toEip55Address(address) === address;
}

/** Address format for the protocol: '请输入正确的TRC20地址' or '请输入正确的ERC20地址', or null. */
export function validateWalletAddress(input: { protocol: WalletProtocol; address: string }): ValidationResult {
  switch (input.protocol) {
    case 'TRC20':
      return isTrc20Address(input.address) ? null : WALLET_ADDRESS_MESSAGES.trc20Invalid;
    case 'ERC20':
      return isErc20Address(input.address) ? null : WALLET_ADDRESS_MESSAGES.erc20Invalid;
  }
}
