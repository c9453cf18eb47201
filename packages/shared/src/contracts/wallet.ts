import { z } from 'zod';
import { AMOUNT_MESSAGES } from '../money';
import { DateFilterSchema, envelopeOf, MoneyStringSchema, PageNumberSchema, pageOf } from './envelope';
import { intEnum, textField } from './fields';

/** One platform on /assets (spec-2 §3). `balance` is '--' when the platform cannot answer now. */
export const PlatformBalanceSchema = z.object({
  name: z.string(),
  platname: z.string(),
  balance: z.string(),
  /** 1 while staff have the platform in maintenance. */
  maintenance: z.number().int(),
});
export const PlatformBalancesSchema = z.array(PlatformBalanceSchema);
export const PlatformBalancesResponseSchema = envelopeOf(PlatformBalancesSchema);

/** `POST /api/transfer`: one side 'userbalance', the other a platname. Amount checked by the service. */
export const TransferRequestSchema = z.object({
  amount: z.union([z.number(), z.string().max(20)], { error: AMOUNT_MESSAGES.invalid }).optional(),
  sourcetype: textField(40),
  targettype: textField(40),
});
export const TransferResultSchema = z.object({
  order_no: z.string(),
  /** 0 failed, 1 success, 2 pending settlement. */
  state: z.number().int(),
  amount: MoneyStringSchema,
});
export const TransferResponseSchema = envelopeOf(TransferResultSchema);

export const TransferModeRequestSchema = z.object({ transferstatus: intEnum([0, 1] as const) });

export const TransAllSchema = z.object({ results: z.array(TransferResultSchema) });
export const TransAllResponseSchema = envelopeOf(TransAllSchema);

/** `POST /api/gettransrecord`: type 1 deposit, 2 withdraw, 3 transfer-in, 4 transfer-out. */
export const TransRecordRequestSchema = z.object({
  type: intEnum([1, 2, 3, 4] as const),
  api_type: textField(40),
  date: DateFilterSchema,
  page: PageNumberSchema,
});
export const TransRecordSchema = z.object({
  amount: MoneyStringSchema,
  created_at: z.string(),
  pay_way: z.string(),
  out_trade_no: z.string(),
  state: z.number().int(),
  /**
   * Withdrawal records only (decision 0031): 0 approved and awaiting payout, 1 processing at a
   * payout channel, 2 paid (已到账), 3 payout failed (with state 3: refunded, 已退回).
   */
  payout_state: z.number().int().optional(),
});
export const TransRecordPageSchema = pageOf(TransRecordSchema);
export const TransRecordPageResponseSchema = envelopeOf(TransRecordPageSchema);

/** `POST /api/betrecord` (spec-2 §3 bet record). */
export const BetRecordRequestSchema = z.object({
  api_type: textField(40),
  date: DateFilterSchema,
  page: PageNumberSchema,
});
export const BetRecordSchema = z.object({
  bet_amount: MoneyStringSchema,
  valid_amount: MoneyStringSchema,
  bet_time: z.string(),
  Code: z.string(),
  game_name: z.string(),
  platname: z.string(),
  win_loss: MoneyStringSchema,
  bet_id: z.string(),
  /** 0 invalid, 1 settled, 2 unsettled. */
  state: z.number().int(),
});
export const BetRecordPageSchema = pageOf(BetRecordSchema);
export const BetRecordPageResponseSchema = envelopeOf(BetRecordPageSchema);
