import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import * as column from '../../db/columns';

/** The system bank list members choose from (gerSysBankInfo). */
export const banks = pgTable('banks', {
  id: column.serialId(),
  bankName: text('bank_name').notNull(),
  bankImg: text('bank_img').notNull(),
  sort: column.sortOrder(),
  enabled: column.enabled(),
});

/** A member's bank cards (at most 5 live ones). Unbinding sets deleted_at; rows are kept for history. */
export const bankCards = pgTable(
  'bank_cards',
  {
    id: column.bigserialId(),
    memberId: column.memberId(),
    bankId: integer('bank_id'),
    bankName: text('bank_name').notNull(),
    bankImg: column.blankText('bank_img'),
    cardNumber: text('card_number').notNull(),
    branch: column.blankText('branch'),
    ownerName: column.blankText('owner_name'),
    createdAt: column.createdAt(),
    deletedAt: column.deletedAt(),
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
    id: column.bigserialId(),
    memberId: column.memberId(),
    protocol: text('protocol').notNull(),
    address: text('address').notNull(),
    createdAt: column.createdAt(),
    deletedAt: column.deletedAt(),
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
    id: column.bigserialId(),
    memberId: column.memberId(),
    channelId: integer('channel_id').notNull(),
    address: text('address').notNull(),
    createdAt: column.createdAt(),
  },
  (table) => [uniqueIndex('wallet_bindings_member_channel_key').on(table.memberId, table.channelId)],
);
