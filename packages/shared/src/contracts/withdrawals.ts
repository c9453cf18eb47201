import { z } from 'zod';
import { amountSchema } from '../money';
import { envelopeOf, MoneyStringSchema } from './envelope';
import { idField, intEnum, textField } from './fields';

/** A blank request value ('' or null) counts as not given, so the service answers the spec's message. */
const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

/** A flag the withdraw page reads as 0 or 1. */
const FlagSchema = z.union([z.literal(0), z.literal(1)]);

/** A bound bank card (spec-2 §3 "Bank card"); the number is masked except its last 4 digits. */
export const BankCardSchema = z.object({
  id: z.number().int(),
  bank_name: z.string(),
  branch: z.string(),
  /** '************1234': every digit but the last four replaced by '*'. */
  card_number: z.string(),
  /** Bank image served by us ('/static/banks/…svg'). */
  bank_img: z.string(),
});
export type BankCard = z.infer<typeof BankCardSchema>;

/** Withdraw type entry, type 1: the bank-card channel's limits and the member's live cards. */
export const BankWithdrawTypeSchema = z.object({
  type: z.literal(1),
  min_price: MoneyStringSchema,
  max_price: MoneyStringSchema,
  info: z.array(BankCardSchema),
});

/**
 * Withdraw type entry, type 2: one wallet channel. The client sends `bank_id` back as `bank` and
 * `id` as `aisle_id` (both are the channel id). Receipt = floor(amount ÷ rate, 2 decimals) − fee.
 */
export const WalletWithdrawTypeSchema = z.object({
  type: z.literal(2),
  id: z.number().int(),
  bank_id: z.number().int(),
  name: z.string(),
  logo: z.string(),
  min_price: MoneyStringSchema,
  max_price: MoneyStringSchema,
  gift_info: z.string(),
  /** 1 when the member bound an address to this wallet. */
  is_bind: FlagSchema,
  /** The bound address, '' when none. */
  address: z.string(),
  /** CNY per unit of the wallet's currency ('7.00'). */
  rate: z.string(),
  withdraw_desc: z.string(),
  /** Fee in the wallet's currency, two decimals ('1.00' USDT). */
  fee: MoneyStringSchema,
});

/** `POST /api/gerWithdrawType`: the bank entry first (when the bank channel is on), then every enabled wallet. */
export const WithdrawTypeEntrySchema = z.discriminatedUnion('type', [BankWithdrawTypeSchema, WalletWithdrawTypeSchema]);
export type WithdrawTypeEntry = z.infer<typeof WithdrawTypeEntrySchema>;
export const WithdrawTypesSchema = z.array(WithdrawTypeEntrySchema);
export const WithdrawTypesResponseSchema = envelopeOf(WithdrawTypesSchema);

/** A saved USDT address (spec-2 §3 "USDT address entry", spec-1 §3 "Bound USDT record"). */
export const UsdtAddressSchema = z.object({
  id: z.number().int(),
  bank: z.literal('USDT'),
  /** The protocol: 'ERC20' or 'TRC20'. */
  bank_owner: z.string(),
  /** The address. */
  bank_no: z.string(),
});
export type UsdtAddress = z.infer<typeof UsdtAddressSchema>;

/** `POST /api/gerBankInfo`: `type: 2` lists the USDT addresses, otherwise the bank cards. */
export const GerBankInfoRequestSchema = z.object({
  type: z.preprocess(blankToUndefined, intEnum([1, 2] as const).optional()),
});
export const GerBankInfoSchema = z.union([z.array(BankCardSchema), z.array(UsdtAddressSchema)]);
export const GerBankInfoResponseSchema = envelopeOf(GerBankInfoSchema);

/**
 * `POST /api/bindcard`. USDT form: `bank: 'USDT'`, `bank_no` (address), `bank_owner` (protocol
 * ERC20 | TRC20), `pay_pass`. Alternate bank form: `bank_owner` (holder name), `bank` (bank name
 * from the system list), `bank_address` (branch), `bank_no` (card number), `pay_pass`.
 * Empty fields pass here so the service answers the spec's own messages.
 */
export const BindCardRequestSchema = z.object({
  bank: textField(40),
  bank_no: textField(100),
  bank_owner: textField(40),
  bank_address: textField(120),
  pay_pass: textField(64),
});
export type BindCardRequest = z.infer<typeof BindCardRequestSchema>;

/**
 * `POST /api/withdraw`. type 1: `bank` is the card id; type 2: `bank` is the wallet's `bank_id` and
 * `aisle_id` its `id`. A missing or blank amount counts as below the minimum (spec-2 §5); a
 * malformed one is a 400 naming the field.
 */
export const WithdrawRequestSchema = z.object({
  amount: z.preprocess(blankToUndefined, amountSchema().optional()),
  password: textField(64),
  type: intEnum([1, 2] as const),
  bank: z.preprocess(blankToUndefined, idField.optional()),
  aisle_id: z.preprocess(blankToUndefined, idField.optional()),
});
export type WithdrawRequest = z.infer<typeof WithdrawRequestSchema>;

/** The new withdrawal, pending review. */
export const WithdrawResultSchema = z.object({
  order_no: z.string(),
  amount: MoneyStringSchema,
  /** What the member receives: CNY for cards, the wallet's currency for wallets (two decimals). */
  receive_amount: MoneyStringSchema,
  /** 1 pending review. */
  state: z.literal(1),
});
export type WithdrawResult = z.infer<typeof WithdrawResultSchema>;
export const WithdrawResponseSchema = envelopeOf(WithdrawResultSchema);
