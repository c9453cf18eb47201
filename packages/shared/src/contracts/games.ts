import { z } from 'zod';
import { AMOUNT_MESSAGES } from '../money';
import { DateTimeStringSchema, envelopeOf, MoneyStringSchema, PageNumberSchema, pageOf } from './envelope';
import { textField } from './fields';

// Games: the catalogue of the home page and the lobby (spec-1 §2–§3, spec-2 §2–§3, §7), game launch,
// and the house games' own API (provably fair seeds, rounds, Fast-3), platform-rules §4.

// ---------------------------------------------------------------------------------------------
// Catalogue
// ---------------------------------------------------------------------------------------------

/** A home game-type tab (`GET /api/gameType`). show_type 1 opens its entries, 2 opens its game. */
export const GameTypeTabSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  game_img: z.string(),
  show_type: z.number().int(),
  /** The game a show_type 2 tab opens ('' for show_type 1): pass these to getGameUrl. */
  platform_name: z.string(),
  game_code: z.string(),
  supplier: z.string(),
  game_name: z.string(),
});
export type GameTypeTab = z.infer<typeof GameTypeTabSchema>;
export const GameTypeListSchema = z.array(GameTypeTabSchema);
export const GameTypeListResponseSchema = envelopeOf(GameTypeListSchema);

/** A category entry or game of a tab (`POST /api/categoryEntry`) and an item of a hot section. */
export const CategoryEntrySchema = z.object({
  /** The game's id (type 'game') or the category's id (type 'category', = /games?pyid). */
  id: z.number().int(),
  name: z.string(),
  game_img: z.string(),
  /** Platform, game code and supplier to launch (type 'game'; '' for a category). */
  platform_name: z.string(),
  game_code: z.string(),
  supplier: z.string(),
  type: z.enum(['game', 'category']),
  desc_mark: z.string(),
  mark_color: z.string(),
  desc_num: z.string(),
  desc_unit: z.string(),
  betrayal: z.string(),
  home_desc: z.string(),
  /** Lobby category code: realbet | joker | gaming | sport | lottery | concise. */
  category_en: z.string(),
});
export type CategoryEntry = z.infer<typeof CategoryEntrySchema>;
export const CategoryEntryRequestSchema = z.object({ id: textField(20) });
export const CategoryEntryDataSchema = z.object({ list: z.array(CategoryEntrySchema) });
export const CategoryEntryResponseSchema = envelopeOf(CategoryEntryDataSchema);

/** `GET /api/hot_index`: sections 1 (grid + jackpot), 2 (swipe cards), 3 (two-column cards). */
export const HotSectionSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  items: z.array(CategoryEntrySchema),
});
export type HotSection = z.infer<typeof HotSectionSchema>;
export const HotIndexSchema = z.array(HotSectionSchema);
export const HotIndexResponseSchema = envelopeOf(HotIndexSchema);

/** A game of a category (spec-2 §3 Game). app_state 1 = shown in the recommended list. */
export const GameSchema = z.object({
  id: z.number().int(),
  platform_name: z.string(),
  game_code: z.string(),
  supplier: z.string(),
  name: z.string(),
  mobile_img: z.string(),
  desc_mark: z.string(),
  mark_color: z.string(),
  app_state: z.number().int(),
  /** Lobby category code of the game. */
  category_en: z.string(),
});
export type Game = z.infer<typeof GameSchema>;
/** `GET /api/game/list?category=`: 'concise' lists every enabled game (the client keeps app_state 1). */
export const GameListQuerySchema = z.object({ category: z.string().max(40).optional() });
export const GameListSchema = z.array(GameSchema);
export const GameListResponseSchema = envelopeOf(GameListSchema);

/** `POST /api/gameLobby`: category_id is a category id (pyid) or code; missing = the first category. */
export const GameLobbyRequestSchema = z.object({ category_id: textField(40) });
export const LobbyCategoryTabSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  game_img: z.string(),
  /** Lobby category code. */
  category_en: z.string(),
  /** 1 for the requested category, else 0. */
  is_current: z.number().int(),
});
export type LobbyCategoryTab = z.infer<typeof LobbyCategoryTabSchema>;
export const GameLobbySchema = z.object({ siblings: z.array(LobbyCategoryTabSchema), games: z.array(GameSchema) });
export const GameLobbyResponseSchema = envelopeOf(GameLobbySchema);

/** `POST /api/gamelistBycode`: gamecode is a platform name or a supplier code. */
export const GameListByCodeRequestSchema = z.object({ gamecode: textField(40) });
export const ProviderGameSchema = z.object({
  catecode: z.string(),
  gamecode: z.string(),
  gamename: z.string(),
  gamepic: z.string(),
  supplier: z.string(),
  platform_name: z.string(),
});
export type ProviderGame = z.infer<typeof ProviderGameSchema>;
export const GameListByCodeSchema = z.array(ProviderGameSchema);
export const GameListByCodeResponseSchema = envelopeOf(GameListByCodeSchema);

/** `POST /api/bannerList`: type 2 = mobile home (default); show_type is accepted and ignored. */
export const BannerListRequestSchema = z.object({ type: textField(4), show_type: textField(4) });
export const BannerSchema = z.object({ src: z.string(), link: z.string() });
export type Banner = z.infer<typeof BannerSchema>;
export const BannerListSchema = z.array(BannerSchema);
export const BannerListResponseSchema = envelopeOf(BannerListSchema);

export const HomeNoticeSchema = z.object({ content: z.string() });
export const HomeNoticeDataSchema = z.array(HomeNoticeSchema);
export const HomeNoticeResponseSchema = envelopeOf(HomeNoticeDataSchema);

// ---------------------------------------------------------------------------------------------
// Launch
// ---------------------------------------------------------------------------------------------

/** `POST /api/getGameUrl` (spec-2 §7). */
export const GameUrlRequestSchema = z.object({
  plat_name: textField(40),
  game_type: textField(40),
  game_code: textField(80),
  is_mobile_url: textField(4),
  supplier: textField(40),
});
export const GameUrlSchema = z.object({
  /** Same-site path for house games (`/house/<game_code>`), an absolute URL for outside platforms. */
  url: z.string(),
});
export const GameUrlResponseSchema = envelopeOf(GameUrlSchema);

// ---------------------------------------------------------------------------------------------
// House games: provably fair seeds
// ---------------------------------------------------------------------------------------------

export const CLIENT_SEED_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
export const CLIENT_SEED_MESSAGE = '客户端种子只能包含字母、数字、下划线和横线，长度1-64位';

export const RevealedSeedSchema = z.object({
  seed_id: z.number().int(),
  server_seed: z.string(),
  server_seed_hash: z.string(),
  client_seed: z.string(),
  /** Nonce of the last round played with the pair; null when none was played. */
  last_nonce: z.number().int().nullable(),
  revealed_at: DateTimeStringSchema,
});

export const ActiveSeedSchema = z.object({
  seed_id: z.number().int(),
  /** SHA-256 (hex) of the secret server seed: the commitment. */
  server_seed_hash: z.string(),
  client_seed: z.string(),
  /** The next round's nonce (= rounds played with this pair). */
  nonce: z.number().int(),
});

export const FairnessSchema = ActiveSeedSchema.extend({
  /** Rotated-out pairs, newest first (at most 20). */
  previous: z.array(RevealedSeedSchema),
});
export const FairnessResponseSchema = envelopeOf(FairnessSchema);

export const RotateSeedRequestSchema = z.object({ client_seed: textField(64) });
export const RotateSeedSchema = z.object({ revealed: RevealedSeedSchema, current: ActiveSeedSchema });
export const RotateSeedResponseSchema = envelopeOf(RotateSeedSchema);

export const ClientSeedRequestSchema = z.object({ client_seed: textField(64) });
export const ClientSeedResponseSchema = envelopeOf(ActiveSeedSchema);

// ---------------------------------------------------------------------------------------------
// House games: bets, outcomes, rounds
// ---------------------------------------------------------------------------------------------

/**
 * One bet of a round. `type` and the selection fields are those of the engines
 * (`@app/house-games`): slots `{type:'spin'}`; sic bo big | small | odd | even | any-triple |
 * total (total 4–17) | triple, double, single (face 1–6) | combination (faces [a,b]); baccarat
 * player | banker | tie | player-pair | banker-pair; dragon-tiger dragon | tiger | tie; Fast-3
 * sum (sum 3–18) | big | small | odd | even | triple, double (face) | any-triple |
 * two-different (faces [a,b]) | three-different (faces [a,b,c]). `amount` in yuan.
 */
export const WireBetRequestSchema = z.object({
  type: z.string().max(20),
  amount: z.union([z.number(), z.string().max(20)], { error: AMOUNT_MESSAGES.invalid }),
  total: z.number().int().optional(),
  sum: z.number().int().optional(),
  face: z.number().int().optional(),
  faces: z.array(z.number().int()).max(3).optional(),
});

/** A bet as stored and answered (amount a money string). */
export const WireBetSchema = z.object({
  type: z.string(),
  amount: MoneyStringSchema,
  total: z.number().int().optional(),
  sum: z.number().int().optional(),
  face: z.number().int().optional(),
  faces: z.array(z.number().int()).optional(),
});

export const HouseGameCodeSchema = z.enum(['slots', 'sic-bo', 'baccarat', 'dragon-tiger']);

export const PlayRoundParamsSchema = z.object({ game: HouseGameCodeSchema });
export const PlayRoundRequestSchema = z.object({
  /** Up to 100 bets (slots: exactly one spin). Checked by the engine with Chinese messages. */
  bets: z.array(WireBetRequestSchema).max(200).optional(),
});

const CardSchema = z.object({ rank: z.number().int(), suit: z.enum(['spades', 'hearts', 'clubs', 'diamonds']) });
const DiceSchema = z.array(z.number().int());

/** Outcomes as the engines return them (camelCase, bigints as strings), so replayRound compares. */
export const SlotsOutcomeSchema = z.looseObject({
  stops: z.array(z.number().int()),
  window: z.array(z.array(z.string())),
  lineWins: z.array(z.object({ line: z.number().int(), symbol: z.string(), count: z.number().int(), pay: z.string() })),
  scatterCount: z.number().int(),
  scatterPay: z.string(),
  multiplier: z.object({ num: z.string(), den: z.string() }),
});
export const SicBoOutcomeSchema = z.looseObject({ dice: DiceSchema, total: z.number().int(), isTriple: z.boolean() });
export const BaccaratOutcomeSchema = z.looseObject({
  playerCards: z.array(CardSchema),
  bankerCards: z.array(CardSchema),
  playerTotal: z.number().int(),
  bankerTotal: z.number().int(),
  winner: z.enum(['player', 'banker', 'tie']),
  isNatural: z.boolean(),
  playerPair: z.boolean(),
  bankerPair: z.boolean(),
});
export const DragonTigerOutcomeSchema = z.looseObject({
  dragon: CardSchema,
  tiger: CardSchema,
  winner: z.enum(['dragon', 'tiger', 'tie']),
});
export const Fast3ResultSchema = z.looseObject({ dice: DiceSchema, sum: z.number().int(), isTriple: z.boolean() });
export const HouseOutcomeSchema = z.union([
  SlotsOutcomeSchema,
  BaccaratOutcomeSchema,
  DragonTigerOutcomeSchema,
  SicBoOutcomeSchema,
  Fast3ResultSchema,
]);

export const SettlementSchema = z.object({
  bet: WireBetSchema,
  stake: MoneyStringSchema,
  /** Everything paid back for the bet, stake included. */
  payout: MoneyStringSchema,
  win_loss: MoneyStringSchema,
  valid_bet: MoneyStringSchema,
  result: z.enum(['win', 'lose', 'push']),
});

export const PlayRoundResultSchema = z.object({
  round_id: z.number().int(),
  game: z.string(),
  seed_id: z.number().int(),
  nonce: z.number().int(),
  server_seed_hash: z.string(),
  client_seed: z.string(),
  outcome: HouseOutcomeSchema,
  settlements: z.array(SettlementSchema),
  stake: MoneyStringSchema,
  payout: MoneyStringSchema,
  win_loss: MoneyStringSchema,
  /** The member's house balance after the round. */
  balance: MoneyStringSchema,
});
export const PlayRoundResponseSchema = envelopeOf(PlayRoundResultSchema);

export const HouseRoundsQuerySchema = z.object({
  game: z.string().max(20).optional(),
  page: PageNumberSchema,
});
export const HouseRoundSchema = z.object({
  round_id: z.number().int(),
  game: z.string(),
  game_name: z.string(),
  seed_id: z.number().int(),
  nonce: z.number().int(),
  server_seed_hash: z.string(),
  client_seed: z.string(),
  /** The server seed once the pair was rotated out, else null (verify after rotating). */
  server_seed: z.string().nullable(),
  bets: z.array(WireBetSchema),
  outcome: HouseOutcomeSchema,
  stake: MoneyStringSchema,
  payout: MoneyStringSchema,
  win_loss: MoneyStringSchema,
  created_at: DateTimeStringSchema,
});
export const HouseRoundsSchema = pageOf(HouseRoundSchema);
export const HouseRoundsResponseSchema = envelopeOf(HouseRoundsSchema);

export const HouseBalanceSchema = z.object({ balance: MoneyStringSchema });
export const HouseBalanceResponseSchema = envelopeOf(HouseBalanceSchema);

// ---------------------------------------------------------------------------------------------
// Fast-3 (一分快三)
// ---------------------------------------------------------------------------------------------

export const Fast3DrawResultSchema = z.object({
  draw_no: z.string(),
  draw_at: DateTimeStringSchema,
  dice: DiceSchema,
  sum: z.number().int(),
  is_triple: z.boolean(),
  server_seed_hash: z.string(),
  /**
   * Revealed once every bet of the draw is settled. Verify: SHA-256(server_seed) = server_seed_hash and
   * drawFast3(new OutcomeStream({ serverSeed, clientSeed: draw_no, nonce: 0 })).dice = dice
   * (or replayRound('fast3', that seed, your bets)).
   */
  server_seed: z.string().nullable(),
});

export const Fast3CurrentSchema = z.object({
  /** The draw open for betting. */
  draw_no: z.string(),
  opens_at: DateTimeStringSchema,
  closes_at: DateTimeStringSchema,
  draw_at: DateTimeStringSchema,
  /** Milliseconds until betting closes and until the draw (from server_time). */
  closes_in_ms: z.number().int(),
  draws_in_ms: z.number().int(),
  server_time: DateTimeStringSchema,
  server_seed_hash: z.string(),
  /** The latest drawn results, newest first (10). */
  last_results: z.array(Fast3DrawResultSchema),
});
export const Fast3CurrentResponseSchema = envelopeOf(Fast3CurrentSchema);

export const Fast3BetRequestSchema = z.object({
  draw_no: textField(20),
  bets: z.array(WireBetRequestSchema).max(200).optional(),
});
export const Fast3BetSchema = z.object({
  bet_id: z.string(),
  draw_no: z.string(),
  bets: z.array(WireBetSchema),
  stake: MoneyStringSchema,
  balance: MoneyStringSchema,
});
export const Fast3BetResponseSchema = envelopeOf(Fast3BetSchema);

export const Fast3HistoryQuerySchema = z.object({ page: PageNumberSchema });
export const Fast3HistorySchema = pageOf(Fast3DrawResultSchema);
export const Fast3HistoryResponseSchema = envelopeOf(Fast3HistorySchema);

export const Fast3MemberBetSchema = z.object({
  bet_id: z.string(),
  draw_no: z.string(),
  bets: z.array(WireBetSchema),
  stake: MoneyStringSchema,
  /** '0.00' until settled. */
  payout: MoneyStringSchema,
  win_loss: MoneyStringSchema,
  /** 2 unsettled, 1 settled. */
  state: z.number().int(),
  result: Fast3ResultSchema.nullable(),
  created_at: DateTimeStringSchema,
});
export const Fast3MemberBetsSchema = pageOf(Fast3MemberBetSchema);
export const Fast3MemberBetsResponseSchema = envelopeOf(Fast3MemberBetsSchema);
