import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  bigserialId,
  serialId,
  int64,
  int64Zero,
  fen,
  memberId,
  timestampTz,
  createdAt,
  sortOrder,
  enabled,
  blankText,
  exchangeRate,
  limitsCheck,
  amountPositiveCheck,
  oneOfCheck,
} from '../../db/columns';

/**
 * Withdrawal channels (gerWithdrawType): type 1 bank card (one row holds the CNY limits), type 2
 * wallet channels (USDT-TRC20, USDT-ERC20, …) with a rate (CNY per unit) and a fee in units.
 */
export const withdrawChannels = pgTable(
  'withdraw_channels',
  {
    id: serialId(),
    type: integer('type').notNull(),
    name: text('name').notNull(),
    logo: blankText('logo'),
    /** Wallet protocol for type 2 (ERC20 / TRC20); addresses bound to it are checked against it. */
    protocol: text('protocol'),
    minFen: fen('min_fen'),
    maxFen: fen('max_fen'),
    giftInfo: blankText('gift_info'),
    rate: exchangeRate(),
    /** Fee in hundredths of the channel's currency (type 2). */
    feeUnits: int64Zero('fee_units'),
    description: blankText('description'),
    sort: sortOrder(),
    enabled: enabled(),
  },
  (table) => [oneOfCheck('withdraw_channels', table.type, [1, 2]), limitsCheck('withdraw_channels', table)],
);

/**
 * Withdrawals. state: 1 pending review, 2 approved, 3 refused (spec-2 §4). Submitting moves the
 * amount main → withdrawal hold; approval hold → payout clearing; refusal hold → main.
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: bigserialId(),
    orderNo: text('order_no').notNull(),
    memberId: memberId(),
    type: integer('type').notNull(),
    channelId: integer('channel_id').notNull(),
    /** Snapshot of where the money goes (card or address), so later unbinding changes nothing. */
    payeeName: blankText('payee_name'),
    payeeBank: blankText('payee_bank'),
    payeeAccount: text('payee_account').notNull(),
    amountFen: fen('amount_fen'),
    rate: exchangeRate(),
    feeUnits: int64Zero('fee_units'),
    /** What the member receives, in hundredths of the channel currency (CNY fen for cards). */
    receiveUnits: int64('receive_units').notNull(),
    state: integer('state').notNull().default(1),
    refuseReason: text('refuse_reason'),
    reviewedBy: text('reviewed_by'),
    secondReviewedBy: text('second_reviewed_by'),
    createdAt: createdAt(),
    reviewedAt: timestampTz('reviewed_at'),
  },
  (table) => [
    uniqueIndex('withdrawals_order_no_key').on(table.orderNo),
    index('withdrawals_member_idx').on(table.memberId, table.createdAt),
    index('withdrawals_state_idx').on(table.state, table.createdAt),
    oneOfCheck('withdrawals', table.state, [1, 2, 3]),
    amountPositiveCheck('withdrawals', table),
  ],
);
