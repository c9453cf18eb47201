import { z } from 'zod';
import { envelopeOf, MoneyStringSchema } from './envelope';

/** userInfo (spec-1 §3, spec-2 §3) as `POST /api/user` answers it. Never a hash or a token. */
export const UserInfoSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  realname: z.string(),
  /** Masked bound mobile ('138****5678'), '' when none is bound. */
  mobile: z.string(),
  email: z.string(),
  birthday: z.string(),
  avatar: z.string(),
  /** VIP level index. */
  vip: z.number().int(),
  /** Badge image path of the current level. */
  vipname: z.string(),
  current_vip: z.string(),
  next_vip: z.string(),
  next_vip_id: z.number().int(),
  /** Cumulative credited deposits. */
  paysum: MoneyStringSchema,
  balance: MoneyStringSchema,
  /** 0 transfer mode, 1 transfer-free mode. */
  transferstatus: z.number().int(),
  isagent: z.number().int(),
  has_pay_password: z.number().int(),
  /** The login before this session's, for the member centre. */
  last_login_time: z.string(),
  last_login_ip: z.string(),
  created_at: z.string(),
  /** Outstanding turnover requirement (打码量) before a withdrawal is allowed. */
  turnover_outstanding: MoneyStringSchema,
  /** Withdrawal fee of the ERC20 channel, in USDT (spec-2 §3). */
  withdrawcashfee: z.string(),
  /** Withdrawal fee of the TRC20 channel, in USDT. */
  withdrawfeeusdttrc: z.string(),
  /** CNY per USDT used for withdrawals. */
  withdrawusdtrate: z.string(),
});
export type UserInfo = z.infer<typeof UserInfoSchema>;
export const UserInfoResponseSchema = envelopeOf(UserInfoSchema);

export const BalanceSchema = z.object({ balance: MoneyStringSchema });
export const BalanceResponseSchema = envelopeOf(BalanceSchema);

/** VIP level for the progress bar and the VIP page (spec-2 §3). Money as two-decimal strings. */
export const VipLevelSchema = z.object({
  id: z.number().int(),
  vip_id: z.number().int(),
  vipname: z.string(),
  badge: z.string(),
  recharge: MoneyStringSchema,
  flow: MoneyStringSchema,
  be_promoted_bonus: MoneyStringSchema,
  week_bonus: MoneyStringSchema,
  month_bonus: MoneyStringSchema,
  week_deposit: MoneyStringSchema,
  week_bet: MoneyStringSchema,
  month_deposit: MoneyStringSchema,
  month_bet: MoneyStringSchema,
  realperson: z.string(),
  electron: z.string(),
  joker: z.string(),
  sport: z.string(),
  lottery: z.string(),
  e_sport: z.string(),
});
export type VipLevelWire = z.infer<typeof VipLevelSchema>;
export const VipLevelsSchema = z.array(VipLevelSchema);
export const VipLevelsResponseSchema = envelopeOf(VipLevelsSchema);
