import { z } from 'zod';
import {
  adminDateRangeFields,
  AdminIdSchema,
  adminListFields,
  adminPageOf,
  optionalField,
  SERIAL_ID_MAX,
  SerialIdSchema,
} from './admin-common';
import { envelopeOf, MoneyStringSchema } from './envelope';

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
export const AdminGamePlatformPageResponseSchema = envelopeOf(adminPageOf(AdminGamePlatformSchema));
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
export const AdminBetPageResponseSchema = envelopeOf(adminPageOf(AdminBetRowSchema));

// ---------------------------------------------------------------------------------------------
// Catalogue (platform-rules §8, §9): games, categories, home game-type tabs and their entries,
// hot sections. What staff edit here is what `gameType`, `categoryEntry`, `hot_index`, `game/list`
// and `gameLobby` answer, at once (the server keeps no catalogue cache).
// ---------------------------------------------------------------------------------------------

/** The category codes the member site knows (fixed: staff edit them, never create them). */
export const GAME_CATEGORY_CODES = ['concise', 'realbet', 'joker', 'gaming', 'lottery', 'sport'] as const;

/** An image: an http(s) URL or a site path ('/static/…'); never `javascript:` or `//host`. */
export const AdminImageSchema = z
  .string({ error: '图片地址格式不正确' })
  .trim()
  .max(500, { message: '图片地址最多500个字符' })
  .refine((value) => value === '' || /^https?:\/\/[^\s\\]+$/i.test(value) || /^\/(?![/\\])[^\s\\]*$/.test(value), {
    message: '图片地址请填写 http(s) 链接或以 / 开头的站内路径',
  });

/** A mark colour: '' or #rgb / #rrggbb. */
export const AdminMarkColorSchema = z
  .string({ error: '角标颜色格式不正确' })
  .trim()
  .refine((value) => value === '' || /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/.test(value), {
    message: '角标颜色请填写 #RRGGBB 格式，例如 #e53935',
  });

const catalogueName = (label: string, max = 40) =>
  z
    .string({ error: `请填写${label}` })
    .trim()
    .min(1, { message: `请填写${label}` })
    .max(max, { message: `${label}最多${max}个字` });
const catalogueText = (label: string, max: number) =>
  z
    .string({ error: `${label}格式不正确` })
    .trim()
    .max(max, { message: `${label}最多${max}个字` });
const catalogueSort = () =>
  z.coerce
    .number({ error: '排序请填写整数' })
    .int({ message: '排序请填写整数' })
    .min(-100_000, { message: '排序最小为 -100000' })
    .max(100_000, { message: '排序最大为 100000' });
const catalogueId = (label: string) =>
  z.coerce
    .number({ error: `请选择${label}` })
    .int({ message: `请选择${label}` })
    .positive({ message: `请选择${label}` })
    .max(SERIAL_ID_MAX, { message: `请选择${label}` });
const catalogueBoolean = (label: string) => z.boolean({ error: `${label}只能是开或关` });
/** app_state 1 = shown in the recommended (热门推荐) list of the lobby. */
const appStateField = () =>
  z.coerce
    .number({ error: '推荐状态只能是 0 或 1' })
    .int()
    .refine((value) => value === 0 || value === 1, { message: '推荐状态只能是 0 或 1' });

// ---- games -----------------------------------------------------------------------------------

/** `GET /api/admin/games`: the catalogue, enabled or not, with filters. */
export const AdminGameListQuerySchema = z.object({
  ...adminListFields,
  order: z.enum(['asc', 'desc']).default('asc'),
  sort: z.enum(['sort', 'id', 'name', 'platname']).default('sort'),
  platname: optionalField(z.string().trim().max(40)),
  /** A category code (realbet, joker, …). */
  category: optionalField(z.string().trim().max(40)),
  /** Part of the name or the game code. */
  name: optionalField(z.string().trim().max(60)),
  enabled: optionalField(z.enum(['0', '1'], { error: '启用状态只能是 0 或 1' })),
  app_state: optionalField(z.enum(['0', '1'], { error: '推荐状态只能是 0 或 1' })),
});

export const AdminGameSchema = z.object({
  id: z.number().int(),
  platname: z.string(),
  /** The platform's own name ('' when the platform row is gone). */
  platform_name: z.string(),
  game_code: z.string(),
  supplier: z.string(),
  name: z.string(),
  game_img: z.string(),
  category_code: z.string(),
  category_name: z.string(),
  desc_mark: z.string(),
  mark_color: z.string(),
  /** 1 = shown in the recommended list. */
  app_state: z.number().int(),
  sort: z.number().int(),
  enabled: z.boolean(),
});
export type AdminGame = z.infer<typeof AdminGameSchema>;
export const AdminGamePageResponseSchema = envelopeOf(adminPageOf(AdminGameSchema));
export const AdminGameResponseSchema = envelopeOf(AdminGameSchema);

const gameFields = {
  name: catalogueName('游戏名称', 60),
  supplier: catalogueText('供应商代码', 40),
  game_img: AdminImageSchema,
  category_code: z.string({ error: '请选择游戏分类' }).trim().min(1, { message: '请选择游戏分类' }).max(40),
  desc_mark: catalogueText('角标文字', 10),
  mark_color: AdminMarkColorSchema,
  app_state: appStateField(),
  sort: catalogueSort(),
  enabled: catalogueBoolean('启用'),
};

/** `POST /api/admin/games`: adds a game to a platform (game_code unique per platform). */
export const AdminGameCreateSchema = z.object({
  platname: z.string({ error: '请选择游戏平台' }).trim().min(1, { message: '请选择游戏平台' }).max(40),
  game_code: z
    .string({ error: '请填写游戏代码' })
    .trim()
    .min(1, { message: '请填写游戏代码' })
    .max(60, { message: '游戏代码最多60个字符' })
    .regex(/^[A-Za-z0-9_.:-]+$/, { message: '游戏代码只能包含字母、数字、下划线、点、冒号和横线' }),
  name: gameFields.name,
  category_code: gameFields.category_code,
  supplier: optionalField(gameFields.supplier),
  game_img: gameFields.game_img.optional(),
  desc_mark: gameFields.desc_mark.optional(),
  mark_color: gameFields.mark_color.optional(),
  app_state: optionalField(gameFields.app_state),
  sort: optionalField(gameFields.sort),
  enabled: optionalField(gameFields.enabled),
});

/** `POST /api/admin/games/:id`: any of the fields (platform and game code stay). */
export const AdminGameUpdateSchema = z.object({
  name: optionalField(gameFields.name),
  supplier: gameFields.supplier.optional(),
  game_img: gameFields.game_img.optional(),
  category_code: optionalField(gameFields.category_code),
  desc_mark: gameFields.desc_mark.optional(),
  mark_color: gameFields.mark_color.optional(),
  app_state: optionalField(gameFields.app_state),
  sort: optionalField(gameFields.sort),
  enabled: optionalField(gameFields.enabled),
});

// ---- categories ------------------------------------------------------------------------------

export const AdminGameCategorySchema = z.object({
  id: z.number().int(),
  /** Fixed code the member site uses (category_en). */
  code: z.string(),
  name: z.string(),
  game_img: z.string(),
  sort: z.number().int(),
  enabled: z.boolean(),
  /** Games stored with this category (concise: the games with app_state 1). */
  game_count: z.number().int(),
});
export type AdminGameCategory = z.infer<typeof AdminGameCategorySchema>;
export const AdminGameCategoryListResponseSchema = envelopeOf(z.array(AdminGameCategorySchema));
export const AdminGameCategoryResponseSchema = envelopeOf(AdminGameCategorySchema);

/** `POST /api/admin/game-categories/:id`: name, image, sort, enabled (the code is fixed). */
export const AdminGameCategoryUpdateSchema = z.object({
  name: optionalField(catalogueName('分类名称', 20)),
  game_img: AdminImageSchema.optional(),
  sort: optionalField(catalogueSort()),
  enabled: optionalField(catalogueBoolean('启用')),
});

// ---- game-type tabs --------------------------------------------------------------------------

export const AdminGameTypeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  game_img: z.string(),
  /** 1 shows its entries, 2 opens one game (game_id). */
  show_type: z.number().int(),
  game_id: z.number().int().nullable(),
  /** Name of the game a show_type 2 tab opens ('' otherwise). */
  game_name: z.string(),
  sort: z.number().int(),
  enabled: z.boolean(),
  entry_count: z.number().int(),
});
export type AdminGameType = z.infer<typeof AdminGameTypeSchema>;
export const AdminGameTypeListResponseSchema = envelopeOf(z.array(AdminGameTypeSchema));
export const AdminGameTypeResponseSchema = envelopeOf(AdminGameTypeSchema);

const showTypeField = () =>
  z.coerce
    .number({ error: '展示方式只能是 1（分类列表）或 2（直接打开游戏）' })
    .int()
    .refine((value) => value === 1 || value === 2, { message: '展示方式只能是 1（分类列表）或 2（直接打开游戏）' });

/** `POST /api/admin/game-types`: a show_type 2 tab needs the game it opens. */
export const AdminGameTypeCreateSchema = z.object({
  name: catalogueName('标签名称', 20),
  game_img: AdminImageSchema.optional(),
  show_type: showTypeField(),
  game_id: optionalField(catalogueId('游戏')),
  sort: optionalField(catalogueSort()),
  enabled: optionalField(catalogueBoolean('启用')),
});

/** `POST /api/admin/game-types/:id`: any of the fields. */
export const AdminGameTypeUpdateSchema = z.object({
  name: optionalField(catalogueName('标签名称', 20)),
  game_img: AdminImageSchema.optional(),
  show_type: optionalField(showTypeField()),
  game_id: optionalField(catalogueId('游戏')),
  sort: optionalField(catalogueSort()),
  enabled: optionalField(catalogueBoolean('启用')),
});

/** An entry of a tab as staff edit it; the target's own name and state are shown beside it. */
export const AdminGameTypeEntrySchema = z.object({
  id: z.number().int(),
  type_id: z.number().int(),
  /** game | category */
  kind: z.string(),
  game_id: z.number().int().nullable(),
  category_id: z.number().int().nullable(),
  /** The game's or category's own name ('' when it no longer exists). */
  target_name: z.string(),
  /** false when the target is disabled or gone: members do not see the entry. */
  target_enabled: z.boolean(),
  name: z.string(),
  game_img: z.string(),
  desc_mark: z.string(),
  mark_color: z.string(),
  desc_num: z.string(),
  desc_unit: z.string(),
  betrayal: z.string(),
  home_desc: z.string(),
  sort: z.number().int(),
});
export type AdminGameTypeEntry = z.infer<typeof AdminGameTypeEntrySchema>;
export const AdminGameTypeEntryListResponseSchema = envelopeOf(z.array(AdminGameTypeEntrySchema));
export const AdminGameTypeEntryResponseSchema = envelopeOf(AdminGameTypeEntrySchema);

const entryDecorations = {
  name: catalogueText('显示名称', 40).optional(),
  game_img: AdminImageSchema.optional(),
  desc_mark: catalogueText('角标文字', 10).optional(),
  mark_color: AdminMarkColorSchema.optional(),
  desc_num: catalogueText('展示数字', 20).optional(),
  desc_unit: catalogueText('数字单位', 10).optional(),
  betrayal: catalogueText('返水说明', 40).optional(),
  home_desc: catalogueText('介绍文字', 100).optional(),
  sort: optionalField(catalogueSort()),
};

/** `POST /api/admin/game-types/:id/entries`: a game (game_id) or a category (category_id). */
export const AdminGameTypeEntryCreateSchema = z.object({
  kind: z.enum(['game', 'category'], { error: '入口类型只能是 game（游戏）或 category（分类）' }),
  game_id: optionalField(catalogueId('游戏')),
  category_id: optionalField(catalogueId('分类')),
  ...entryDecorations,
});

/** `POST /api/admin/game-type-entries/:id`: the target or any decoration. */
export const AdminGameTypeEntryUpdateSchema = z.object({
  kind: optionalField(z.enum(['game', 'category'], { error: '入口类型只能是 game（游戏）或 category（分类）' })),
  game_id: optionalField(catalogueId('游戏')),
  category_id: optionalField(catalogueId('分类')),
  ...entryDecorations,
});

// ---- hot sections ----------------------------------------------------------------------------

/** The three hot sections of the home page: 1 grid + jackpot, 2 swipe cards, 3 two-column cards. */
export const HOT_SECTION_IDS = [1, 2, 3] as const;

export const AdminHotSectionParamsSchema = z.object({
  section: z.coerce
    .number({ error: '热门版块只能是 1、2 或 3' })
    .int()
    .refine((value) => value === 1 || value === 2 || value === 3, { message: '热门版块只能是 1、2 或 3' }),
});

export const AdminHotSectionItemSchema = z.object({
  id: z.number().int(),
  section_id: z.number().int(),
  game_id: z.number().int(),
  game_name: z.string(),
  game_img: z.string(),
  platname: z.string(),
  game_code: z.string(),
  /** false when the game is disabled: members do not see the item. */
  game_enabled: z.boolean(),
  home_desc: z.string(),
  sort: z.number().int(),
});
export type AdminHotSectionItem = z.infer<typeof AdminHotSectionItemSchema>;
export const AdminHotSectionItemResponseSchema = envelopeOf(AdminHotSectionItemSchema);

export const AdminHotSectionSchema = z.object({
  id: z.number().int(),
  /** The title members see (the default one when staff have not set one). */
  title: z.string(),
  /** The title set by staff ('' = the default). */
  custom_title: z.string(),
  default_title: z.string(),
  items: z.array(AdminHotSectionItemSchema),
});
export type AdminHotSection = z.infer<typeof AdminHotSectionSchema>;
export const AdminHotSectionListResponseSchema = envelopeOf(z.array(AdminHotSectionSchema));
export const AdminHotSectionResponseSchema = envelopeOf(AdminHotSectionSchema);

/** `POST /api/admin/hot-sections/:section`: the title ('' = back to the default title). */
export const AdminHotSectionUpdateSchema = z.object({ title: catalogueText('版块标题', 20) });

/** `POST /api/admin/hot-sections/:section/items`: adds a game (once per section). */
export const AdminHotSectionItemCreateSchema = z.object({
  game_id: catalogueId('游戏'),
  home_desc: catalogueText('介绍文字', 100).optional(),
  sort: optionalField(catalogueSort()),
});

/** `POST /api/admin/hot-section-items/:id`: description, order, or another section. */
export const AdminHotSectionItemUpdateSchema = z.object({
  home_desc: catalogueText('介绍文字', 100).optional(),
  sort: optionalField(catalogueSort()),
  section_id: optionalField(AdminHotSectionParamsSchema.shape.section),
});

/** `POST /api/admin/hot-sections/:section/order`: every item id of the section in the new order. */
export const AdminHotSectionOrderSchema = z.object({
  item_ids: z
    .array(SerialIdSchema, { error: '请提供版块内全部条目的新顺序' })
    .min(1, { message: '请提供版块内全部条目的新顺序' })
    .max(200, { message: '一个版块最多200个游戏' }),
});
