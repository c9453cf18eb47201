import { ensureAccount, house, memberMain, transfer, type Actor, type PostedTransaction } from '../ledger';
import { raiseTurnover } from '../turnover';
import type { Db } from '../../db/types';

/**
 * Promotion kinds, each with its own expense accounts `house:promotion_expense:<kind>:<shard>` (ARCHITECTURE.md
 * chart of accounts) and its own ledger kind `bonus_<kind>`: the promotion-cost report groups by kind.
 */
export const PROMOTION_KINDS = ['rebate', 'red_packet', 'vip', 'task', 'chest', 'activity'] as const;
export type PromotionKind = (typeof PROMOTION_KINDS)[number];

/** Default turnover multiple of each bonus kind (platform-rules §3); activities take the staff's. */
export const DEFAULT_TURNOVER_MULTIPLE: Record<PromotionKind, string> = {
  rebate: '1',
  red_packet: '1',
  vip: '1',
  task: '1',
  chest: '3',
  activity: '1',
};

/**
 * Each kind's expense is split into shards by member, as the house game results are: every payout
 * locks the account it comes from, and one account for all members would make a 10:00 red-packet
 * rush or a Monday of VIP claims wait in one line. The kind's expense is the sum of its shards.
 */
export const PROMOTION_EXPENSE_SHARDS = 16n;
export const promotionExpenseAccount = (kind: PromotionKind, memberId: bigint) =>
  house('promotion_expense', `${kind}:${memberId % PROMOTION_EXPENSE_SHARDS}`);
export const bonusLedgerKind = (kind: PromotionKind) => `bonus_${kind}`;

export interface PayBonusInput {
  kind: PromotionKind;
  memberId: bigint;
  amountFen: bigint;
  /** Unique across the ledger, e.g. `rebate-claim:<claim id>`, `vip-bonus:<bonus id>`. */
  idempotencyKey: string;
  /** The business row that pays it (claim, bonus record, grab, application). */
  reference: { type: string; id: string };
  actor: Actor;
  /** Turnover multiple as a decimal string; the kind's default when omitted. */
  turnoverMultiple?: string;
  memo?: string;
  metadata?: Record<string, unknown>;
}

/**
 * Pays a bonus: promotion expense of its kind → the member's main wallet, and the bonus's turnover
 * requirement (amount × multiple, keyed by the idempotency key so a replay raises nothing). Call it
 * inside the transaction that writes the business row; replaying the key moves no money.
 */
export async function payBonus(tx: Db, input: PayBonusInput): Promise<PostedTransaction> {
  if (input.amountFen <= 0n) throw new RangeError('a bonus must be positive');
  const posted = await transfer(tx, {
    idempotencyKey: input.idempotencyKey,
    kind: bonusLedgerKind(input.kind),
    reference: input.reference,
    actor: input.actor,
    fromAccountId: await ensureAccount(tx, promotionExpenseAccount(input.kind, input.memberId)),
    toAccountId: await ensureAccount(tx, memberMain(input.memberId)),
    amountFen: input.amountFen,
    ...(input.memo === undefined ? {} : { memo: input.memo }),
    ...(input.metadata === undefined ? {} : { metadata: input.metadata }),
  });
  if (!posted.replayed) {
    await raiseTurnover(tx, {
      memberId: input.memberId,
      source: `bonus:${input.kind}`,
      referenceId: input.idempotencyKey,
      amountFen: input.amountFen,
      multiple: input.turnoverMultiple ?? DEFAULT_TURNOVER_MULTIPLE[input.kind],
    });
  }
  return posted;
}
