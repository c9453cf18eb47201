import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import * as column from '../../db/columns';

/**
 * Bet records from every platform in one table, unique per (platform, bet id)
 * (platform-rules §4). state: 0 invalid (cancelled), 1 settled, 2 unsettled (spec-2 §4).
 * They drive the bet tab, turnover, rebates, VIP flow, tasks and agent commission.
 */
export const betRecords = pgTable(
  'bet_records',
  {
    id: column.bigserialId(),
    platname: text('platname').notNull(),
    betId: text('bet_id').notNull(),
    memberId: column.memberId(),
    gameCode: text('game_code').notNull(),
    gameName: text('game_name').notNull(),
    /** realperson | electron | joker | sport | lottery | e_sport (rebate categories). */
    category: text('category').notNull(),
    stakeFen: column.fen('stake_fen'),
    validBetFen: column.fenZero('valid_bet_fen'),
    /** Member's result: payout − stake (negative when the member lost). */
    winLossFen: column.fenZero('win_loss_fen'),
    state: integer('state').notNull(),
    betAt: column.timestampTz('bet_at').notNull(),
    settledAt: column.timestampTz('settled_at'),
    createdAt: column.createdAt(),
  },
  (table) => [
    uniqueIndex('bet_records_platform_bet_key').on(table.platname, table.betId),
    // Decision 0017: an index behind the default order (bet time, then id) and behind each filter of
    // the staff list and the member's record tab, so a page reads 20 rows, not the table.
    index('bet_records_member_time_idx').on(table.memberId, table.betAt, table.id),
    // The member's bet tab filtered by platform (api_type) and the staff list by member and platform.
    index('bet_records_member_platform_time_idx').on(table.memberId, table.platname, table.betAt, table.id),
    index('bet_records_time_idx').on(table.betAt, table.id),
    index('bet_records_platform_time_idx').on(table.platname, table.betAt, table.id),
    index('bet_records_category_time_idx').on(table.category, table.betAt, table.id),
    index('bet_records_game_time_idx').on(table.gameCode, table.betAt, table.id),
    // Cancelled and unsettled bets are the rare states staff look for; settled ones are the rest.
    index('bet_records_unsettled_time_idx')
      .on(table.state, table.betAt, table.id)
      .where(sql`${table.state} <> 1`),
    index('bet_records_bet_id_idx').on(table.betId),
    // Dashboard and daily rollups: settled bets of one day (decision 0018).
    index('bet_records_settled_idx')
      .on(table.settledAt)
      .where(sql`${table.state} = 1`),
    // A member's settled bets of one site day (daily tasks, decision 0027).
    index('bet_records_member_settled_idx')
      .on(table.memberId, table.settledAt)
      .where(sql`${table.state} = 1`),
    column.oneOfCheck('bet_records', table.state, [0, 1, 2]),
    check('bet_records_stake_not_negative', sql`${table.stakeFen} >= 0 and ${table.validBetFen} >= 0`),
  ],
);

/** Lobby categories (game/list `category`): realbet, joker, gaming, sport, lottery, concise. */
export const gameCategories = pgTable(
  'game_categories',
  {
    id: column.serialId(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    gameImg: column.blankText('game_img'),
    sort: column.sortOrder(),
    enabled: column.enabled(),
  },
  (table) => [uniqueIndex('game_categories_code_key').on(table.code)],
);

/** The game catalogue of every platform. `app_state` 1 = shown in the recommended list. */
export const games = pgTable(
  'games',
  {
    id: column.serialId(),
    platname: text('platname').notNull(),
    gameCode: text('game_code').notNull(),
    supplier: column.blankText('supplier'),
    name: text('name').notNull(),
    gameImg: column.blankText('game_img'),
    categoryCode: text('category_code').notNull(),
    descMark: column.blankText('desc_mark'),
    markColor: column.blankText('mark_color'),
    appState: integer('app_state').notNull().default(1),
    sort: column.sortOrder(),
    enabled: column.enabled(),
  },
  (table) => [
    uniqueIndex('games_platform_code_key').on(table.platname, table.gameCode),
    index('games_category_idx').on(table.categoryCode),
  ],
);

/** Game-type tabs of the home page (gameType). show_type 1 opens a category list, 2 opens a game. */
export const gameTypes = pgTable('game_types', {
  id: column.serialId(),
  name: text('name').notNull(),
  gameImg: column.blankText('game_img'),
  showType: integer('show_type').notNull().default(1),
  /** The game opened directly (show_type 2). */
  gameId: integer('game_id'),
  sort: column.sortOrder(),
  enabled: column.enabled(),
});

/** Entries of a game-type tab (categoryEntry): a game or a category, with its decorations. */
export const gameTypeEntries = pgTable(
  'game_type_entries',
  {
    id: column.serialId(),
    typeId: integer('type_id').notNull(),
    /** 'game' | 'category' */
    kind: text('kind').notNull(),
    gameId: integer('game_id'),
    categoryId: integer('category_id'),
    name: column.blankText('name'),
    gameImg: column.blankText('game_img'),
    descMark: column.blankText('desc_mark'),
    markColor: column.blankText('mark_color'),
    descNum: column.blankText('desc_num'),
    descUnit: column.blankText('desc_unit'),
    betrayal: column.blankText('betrayal'),
    homeDesc: column.blankText('home_desc'),
    sort: column.sortOrder(),
  },
  (table) => [index('game_type_entries_type_idx').on(table.typeId)],
);

/** Hot sections of the home page (hot_index): id 1 grid + jackpot, 2 swipe cards, 3 two-column cards. */
export const hotSectionItems = pgTable(
  'hot_section_items',
  {
    id: column.serialId(),
    sectionId: integer('section_id').notNull(),
    sectionTitle: column.blankText('section_title'),
    gameId: integer('game_id').notNull(),
    homeDesc: column.blankText('home_desc'),
    sort: column.sortOrder(),
  },
  (table) => [index('hot_section_items_section_idx').on(table.sectionId)],
);

/**
 * Provably fair seeds per member (platform-rules §4). The server seed stays secret (encrypted)
 * until the member rotates it; its SHA-256 is shown from the start. One active pair per member.
 */
export const fairSeeds = pgTable(
  'fair_seeds',
  {
    id: column.bigserialId(),
    memberId: column.memberId(),
    serverSeedEnc: text('server_seed_enc').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    /** Rounds played with this pair so far (the next round's nonce). */
    nonce: integer('nonce').notNull().default(0),
    active: boolean('active').notNull().default(true),
    /** The server seed in clear once rotated out. */
    revealedServerSeed: text('revealed_server_seed'),
    createdAt: column.createdAt(),
    revealedAt: column.timestampTz('revealed_at'),
  },
  (table) => [
    index('fair_seeds_member_idx').on(table.memberId),
    uniqueIndex('fair_seeds_one_active_key')
      .on(table.memberId)
      .where(sql`${table.active}`),
  ],
);

/** One settled round of an instant house game (slots, sic bo, baccarat, dragon-tiger). */
export const houseRounds = pgTable(
  'house_rounds',
  {
    id: column.bigserialId(),
    memberId: column.memberId(),
    game: text('game').notNull(),
    seedId: column.int64('seed_id').notNull(),
    nonce: integer('nonce').notNull(),
    bets: jsonb('bets').notNull(),
    outcome: jsonb('outcome').notNull(),
    stakeFen: column.fen('stake_fen'),
    payoutFen: column.fen('payout_fen'),
    createdAt: column.createdAt(),
  },
  (table) => [
    index('house_rounds_member_idx').on(table.memberId, table.createdAt),
    uniqueIndex('house_rounds_seed_nonce_key').on(table.seedId, table.nonce),
  ],
);

/** Fast-3 draws every 60 s for all members; the draw seed is committed before betting opens. */
export const fast3Draws = pgTable(
  'fast3_draws',
  {
    id: column.bigserialId(),
    drawNo: text('draw_no').notNull(),
    serverSeedEnc: text('server_seed_enc').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    revealedServerSeed: text('revealed_server_seed'),
    opensAt: column.timestampTz('opens_at').notNull(),
    closesAt: column.timestampTz('closes_at').notNull(),
    drawAt: column.timestampTz('draw_at').notNull(),
    /** The three dice once drawn. */
    result: jsonb('result'),
    /** 0 open, 1 closed, 2 drawn and settled */
    state: integer('state').notNull().default(0),
  },
  (table) => [
    uniqueIndex('fast3_draws_draw_no_key').on(table.drawNo),
    index('fast3_draws_state_idx').on(table.state, table.drawAt),
  ],
);

export const fast3Bets = pgTable(
  'fast3_bets',
  {
    id: column.bigserialId(),
    drawId: column.int64('draw_id').notNull(),
    memberId: column.memberId(),
    bets: jsonb('bets').notNull(),
    stakeFen: column.fen('stake_fen'),
    payoutFen: column.int64('payout_fen'),
    /** 2 unsettled, 1 settled */
    state: integer('state').notNull().default(2),
    createdAt: column.createdAt(),
    settledAt: column.timestampTz('settled_at'),
  },
  (table) => [
    index('fast3_bets_draw_idx').on(table.drawId),
    // Decision 0021: a member's placements on one draw are hedged together when a placement settles.
    index('fast3_bets_draw_member_idx').on(table.drawId, table.memberId, table.id),
    index('fast3_bets_member_idx').on(table.memberId, table.createdAt),
  ],
);
