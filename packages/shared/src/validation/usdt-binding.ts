// USDT address and wallet binding rules, spec-1 §5 and spec-2 §5.
import { isBlank, textOf, type TextInput, type ValidationResult } from './rule-helpers';
import { isWalletProtocol, validateWalletAddress, type WalletProtocol } from './wallet-address';

/** USDT binding messages, verbatim from spec-1 §5; walletAddressRequired is ours (the spec gives no text). */
export const USDT_BINDING_MESSAGES = {
  addressRequired: '请输入USDT地址',
  protocolRequired: '请选择钱包协议',
  payPasswordRequired: '请输入支付密码',
  walletAddressRequired: '请输入钱包地址',
} as const;

/**
 * USDT address binding (bindcard with bank 'USDT'): address, protocol and pay password required, in
 * that order, then the address must be valid for the protocol.
 */
export function validateUsdtBinding(input: {
  address: TextInput;
  protocol: TextInput;
  payPassword: TextInput;
}): ValidationResult {
  if (isBlank(input.address)) return USDT_BINDING_MESSAGES.addressRequired;
  if (!isWalletProtocol(input.protocol)) return USDT_BINDING_MESSAGES.protocolRequired;
  if (isBlank(input.payPassword)) return USDT_BINDING_MESSAGES.payPasswordRequired;
  return validateWalletAddress({ protocol: input.protocol, address: textOf(input.address) });
}

/**
 * Wallet binding popup (bindWallet): address and pay password required; when the wallet channel
 * has a protocol, the address must be valid for it.
 */
export function validateWalletBinding(input: {
  address: TextInput;
  payPassword: TextInput;
  protocol?: WalletProtocol | null;
}): ValidationResult {
  if (isBlank(input.address)) return USDT_BINDING_MESSAGES.walletAddressRequired;
  if (isBlank(input.payPassword)) return USDT_BINDING_MESSAGES.payPasswordRequired;
  if (input.protocol === null || input.protocol === undefined) return null;
  return validateWalletAddress({ protocol: input.protocol, address: textOf(input.address) });
}
