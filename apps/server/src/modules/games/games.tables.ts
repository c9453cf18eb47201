import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Bet records from every platform in one table, unique per (platform, bet id)
 * (platform-rules §4). state: 0 invalid (cancelled), 1 settled, 2 unsettled (spec-2 §4).
 * They drive the bet tab, turnover, rebates, VIP flow, tasks and agent commission.
 */
export const betRecords = pgTable(
  'bet_records',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    platname: text('platname').notNull(),
    betId: text('bet_id').notNull(),
    memberId: bigint('member_id', { mode: 'bigint' }).notNull(),
    gameCode: text('game_code').notNull(),
    gameName: text('game_name').notNull(),
    /** realperson | electron | joker | sport | lottery | e_sport (rebate categories). */
    category: text('category').notNull(),
    stakeFen: bigint('stake_fen', { mode: 'bigint' }).notNull(),
    validBetFen: bigint('valid_bet_fen', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** Member's result: payout − stake (negative when the member lost). */
    winLossFen: bigint('win_loss_fen', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    state: integer('state').notNull(),
    betAt: timestamp('bet_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('bet_records_platform_bet_key').on(table.platname, table.betId),
    index('bet_records_member_idx').on(table.memberId, table.betAt),
    check('bet_records_state_check', sql`${table.state} in (0, 1, 2)`),
    check('bet_records_stake_not_negative', sql`${table.stakeFen} >= 0 and ${table.validBetFen} >= 0`),
  ],
);

/** Lobby categories (game/list `category`): realbet, joker, gaming, sport, lottery, concise. */
export const gameCategories = pgTable(
  'game_categories',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    gameImg: text('game_img').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
  },
  (table) => [uniqueIndex('game_categories_code_key').on(table.code)],
);

/** The game catalogue of every platform. `app_state` 1 = shown in the recommended list. */
export const games = pgTable(
  'games',
  {
    id: serial('id').primaryKey(),
    platname: text('platname').notNull(),
    gameCode: text('game_code').notNull(),
    supplier: text('supplier').notNull().default(''),
    name: text('name').notNull(),
    gameImg: text('game_img').notNull().default(''),
    categoryCode: text('category_code').notNull(),
    descMark: text('desc_mark').notNull().default(''),
    markColor: text('mark_color').notNull().default(''),
    appState: integer('app_state').notNull().default(1),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
  },
  (table) => [
    uniqueIndex('games_platform_code_key').on(table.platname, table.gameCode),
    index('games_category_idx').on(table.categoryCode),
  ],
);

/** Game-type tabs of the home page (gameType). show_type 1 opens a category list, 2 opens a game. */
export const gameTypes = pgTable('game_types', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  gameImg: text('game_img').notNull().default(''),
  showType: integer('show_type').notNull().default(1),
  /** The game opened directly (show_type 2). */
  gameId: integer('game_id'),
  sort: integer('sort').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
});

/** Entries of a game-type tab (categoryEntry): a game or a category, with its decorations. */
export const gameTypeEntries = pgTable(
  'game_type_entries',
  {
    id: serial('id').primaryKey(),
    typeId: integer('type_id').notNull(),
    /** 'game' | 'category' */
    kind: text('kind').notNull(),
    gameId: integer('game_id'),
    categoryId: integer('category_id'),
    name: text('name').notNull().default(''),
    gameImg: text('game_img').notNull().default(''),
    descMark: text('desc_mark').notNull().default(''),
    markColor: text('mark_color').notNull().default(''),
    descNum: text('desc_num').notNull().default(''),
    descUnit: text('desc_unit').notNull().default(''),
    betrayal: text('betrayal').notNull().default(''),
    homeDesc: text('home_desc').notNull().default(''),
    sort: integer('sort').notNull().default(0),
  },
  (table) => [index('game_type_entries_type_idx').on(table.typeId)],
);

/** Hot sections of the home page (hot_index): id 1 grid + jackpot, 2 swipe cards, 3 two-column cards. */
export const hotSectionItems = pgTable(
  'hot_section_items',
  {
    id: serial('id').primaryKey(),
    sectionId: integer('section_id').notNull(),
    sectionTitle: text('section_title').notNull().default(''),
    gameId: integer('game_id').notNull(),
    homeDesc: text('home_desc').notNull().default(''),
    sort: integer('sort').notNull().default(0),
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
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'bigint' }).notNull(),
    serverSeedEnc: text('server_seed_enc').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    /** Rounds played with this pair so far (the next round's nonce). */
    nonce: integer('nonce').notNull().default(0),
    active: boolean('active').notNull().default(true),
    /** The server seed in clear once rotated out. */
    revealedServerSeed: text('revealed_server_seed'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revealedAt: timestamp('revealed_at', { withTimezone: true }),
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
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'bigint' }).notNull(),
    game: text('game').notNull(),
    seedId: bigint('seed_id', { mode: 'bigint' }).notNull(),
    nonce: integer('nonce').notNull(),
    bets: jsonb('bets').notNull(),
    outcome: jsonb('outcome').notNull(),
    stakeFen: bigint('stake_fen', { mode: 'bigint' }).notNull(),
    payoutFen: bigint('payout_fen', { mode: 'bigint' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
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
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    drawNo: text('draw_no').notNull(),
    serverSeedEnc: text('server_seed_enc').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    revealedServerSeed: text('revealed_server_seed'),
    opensAt: timestamp('opens_at', { withTimezone: true }).notNull(),
    closesAt: timestamp('closes_at', { withTimezone: true }).notNull(),
    drawAt: timestamp('draw_at', { withTimezone: true }).notNull(),
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
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    drawId: bigint('draw_id', { mode: 'bigint' }).notNull(),
    memberId: bigint('member_id', { mode: 'bigint' }).notNull(),
    bets: jsonb('bets').notNull(),
    stakeFen: bigint('stake_fen', { mode: 'bigint' }).notNull(),
    payoutFen: bigint('payout_fen', { mode: 'bigint' }),
    /** 2 unsettled, 1 settled */
    state: integer('state').notNull().default(2),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    index('fast3_bets_draw_idx').on(table.drawId),
    index('fast3_bets_member_idx').on(table.memberId, table.createdAt),
  ],
);
