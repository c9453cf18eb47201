import { z } from 'zod';
import { adminDateRangeFields, AdminIdSchema, adminListFields, optionalField } from './admin-common';
import { envelopeOf, MoneyStringSchema, pageOf } from './envelope';

/** `GET /api/admin/game-platforms`: every platform, enabled or not, by sort then id. */
export const AdminGamePlatformListQuerySchema = z.object({
  ...adminListFields,
  order: z.enum(['asc', 'desc']).default('asc'),
});

export const AdminGamePlatformSchema = z.object({
  id: z.number().int(),
  platname: z.string(),
  name: z.string(),
  adapter: z.string(),
  /** fen | yuan (a whole-yuan platform only takes whole yuan). */
  amount_unit: z.string(),
  enabled: z.boolean(),
  maintenance: z.boolean(),
  sort: z.number().int(),
});
export const AdminGamePlatformPageResponseSchema = envelopeOf(pageOf(AdminGamePlatformSchema));
export const AdminGamePlatformResponseSchema = envelopeOf(AdminGamePlatformSchema);

/** `POST /api/admin/game-platforms/:id`: any of name, enabled, maintenance, sort. */
export const AdminGamePlatformUpdateSchema = z.object({
  name: optionalField(
    z.string().trim().min(1, { message: '请填写平台名称' }).max(40, { message: '平台名称最多40个字' }),
  ),
  enabled: optionalField(z.boolean()),
  maintenance: optionalField(z.boolean()),
  sort: optionalField(z.coerce.number().int().min(-100_000).max(100_000)),
});

/** `GET /api/admin/bets`: bet records of every platform (date filter on the bet time). */
export const AdminBetListQuerySchema = z.object({
  ...adminListFields,
  ...adminDateRangeFields,
  sort: z.enum(['bet_at', 'settled_at', 'stake', 'win_loss']).default('bet_at'),
  member_id: optionalField(AdminIdSchema),
  username: optionalField(z.string().trim().max(40)),
  platname: optionalField(z.string().trim().max(40)),
  category: optionalField(z.string().trim().max(40)),
  /** 0 invalid (cancelled), 1 settled, 2 unsettled. */
  state: optionalField(z.coerce.number().int().min(0).max(2)),
  game_code: optionalField(z.string().trim().max(60)),
  bet_id: optionalField(z.string().trim().max(100)),
});

export const AdminBetRowSchema = z.object({
  id: z.number().int(),
  platname: z.string(),
  bet_id: z.string(),
  member_id: z.number().int(),
  username: z.string(),
  game_code: z.string(),
  game_name: z.string(),
  category: z.string(),
  stake: MoneyStringSchema,
  valid_bet: MoneyStringSchema,
  /** Member's result: payout − stake. */
  win_loss: MoneyStringSchema,
  /** stake + win_loss for settled bets, '0.00' otherwise. */
  payout: MoneyStringSchema,
  state: z.number().int(),
  state_text: z.string(),
  bet_at: z.string(),
  settled_at: z.string(),
});
export const AdminBetPageResponseSchema = envelopeOf(pageOf(AdminBetRowSchema));
