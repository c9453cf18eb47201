// The validation rules of spec-1 §5 and spec-2 §5, written once for the member site and the server.
// Each validate* takes a plain object and returns the first failing Chinese message, or null.
export {
  validateAgentApplication,
  AGENT_APPLICATION_MESSAGES,
  AGENT_APPLICATION_REASON_MAX,
} from './agent-application';
export type { AmountInput } from './amount-field';
export { BANK_CARD_LIMITS, BANK_CARD_MESSAGES, validateBankCardBinding, type BankCardBindingInput } from './bank-card';
export { decodeBase58, encodeBase58 } from './base58';
export {
  CONTACT_MESSAGES,
  PHONE_INPUT_MAX_LENGTH,
  validateBindPhone,
  validateEmail,
  validateSendCodePhone,
} from './contact';
export { DEPOSIT_MESSAGES, keepDigits, validateDeposit, validateDepositAmountRange } from './deposit';
export { bytesToHex, utf8Bytes } from './hash/bytes';
export { keccak256 } from './hash/keccak256';
export { sha256 } from './hash/sha256';
export {
  isCaptchaMatch,
  LOGIN_INPUT_MAX_LENGTH,
  LOGIN_MESSAGES,
  validateAccountLogin,
  validatePhoneLogin,
} from './login';
export {
  LOGIN_PASSWORD_CHANGE_INPUT_MAX_LENGTH,
  NEW_LOGIN_PASSWORD_HINT,
  NEW_LOGIN_PASSWORD_PATTERN,
  PASSWORD_CHANGE_MESSAGES,
  PASSWORD_CHANGE_MIN_LENGTH,
  validateLoginPasswordChange,
  validateLoginPasswordChangeRequest,
  validateNewLoginPassword,
  validateNewPayPassword,
  validatePayPasswordChange,
  validatePayPasswordChangeRequest,
  type PasswordChangeInput,
  type PasswordChangeRequest,
} from './password-change';
export {
  EMAIL_PATTERN,
  isEmail,
  isLoginPhone,
  isMainlandMobile,
  LOGIN_PHONE_PATTERN,
  MAINLAND_MOBILE_PATTERN,
  toNationalMobile,
} from './patterns';
export { PROMOTION_CLAIM_MESSAGES, validateRebateClaim, validateRedPacketDraw } from './promotion-claim';
export {
  PAY_PASSWORD_PATTERN,
  REAL_NAME_PATTERN,
  REGISTER_ACCOUNT_PATTERN,
  REGISTER_INPUT_MAX_LENGTH,
  REGISTER_MESSAGES,
  REGISTER_PASSWORD_PATTERN,
  validateAccountRegister,
  validatePhoneRegister,
} from './register';
export { isBlank, type IdInput, type TextInput, type ValidationResult } from './rule-helpers';
export { TRANSFER_MESSAGES, validateTransfer, type TransferDirection } from './transfer';
export { USDT_BINDING_MESSAGES, validateUsdtBinding, validateWalletBinding } from './usdt-binding';
export {
  encodeTrc20Address,
  isErc20Address,
  isTrc20Address,
  isWalletProtocol,
  toEip55Address,
  validateWalletAddress,
  WALLET_ADDRESS_MESSAGES,
  WALLET_PROTOCOLS,
  type WalletProtocol,
} from './wallet-address';
export {
  validateWithdraw,
  WITHDRAW_INPUT_MAX_LENGTH,
  WITHDRAW_MESSAGES,
  type WithdrawInput,
  type WithdrawTarget,
} from './withdraw';
export {
  formatRateHundredths,
  RATE_PERCENT_PATTERN,
  rateHundredthsOf,
  SUB_AGENT_MESSAGES,
  validateSubAgent,
  type SubAgentInput,
} from './sub-agent';
