import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** The system bank list members choose from (gerSysBankInfo). */
export const banks = pgTable('banks', {
  id: serial('id').primaryKey(),
  bankName: text('bank_name').notNull(),
  bankImg: text('bank_img').notNull(),
  sort: integer('sort').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
});

/** A member's bank cards (at most 5 live ones). Unbinding sets deleted_at; rows are kept for history. */
export const bankCards = pgTable(
  'bank_cards',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'bigint' }).notNull(),
    bankId: integer('bank_id'),
    bankName: text('bank_name').notNull(),
    bankImg: text('bank_img').notNull().default(''),
    cardNumber: text('card_number').notNull(),
    branch: text('branch').notNull().default(''),
    ownerName: text('owner_name').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    index('bank_cards_member_idx').on(table.memberId),
    uniqueIndex('bank_cards_live_number_key')
      .on(table.memberId, table.cardNumber)
      .where(sql`${table.deletedAt} is null`),
  ],
);

/** USDT withdrawal addresses (at most 6 live ones), ERC20 or TRC20. */
export const usdtAddresses = pgTable(
  'usdt_addresses',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'bigint' }).notNull(),
    protocol: text('protocol').notNull(),
    address: text('address').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    index('usdt_addresses_member_idx').on(table.memberId),
    uniqueIndex('usdt_addresses_live_key')
      .on(table.memberId, table.address)
      .where(sql`${table.deletedAt} is null`),
  ],
);

/** The address a member bound to a wallet withdrawal channel (each wallet once: 'n / 1'). */
export const walletBindings = pgTable(
  'wallet_bindings',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'bigint' }).notNull(),
    channelId: integer('channel_id').notNull(),
    address: text('address').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('wallet_bindings_member_channel_key').on(table.memberId, table.channelId)],
);
