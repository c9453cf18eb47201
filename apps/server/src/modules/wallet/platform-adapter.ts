/**
 * A game platform behind one interface (platform-rules §4). Adapters for outside providers make
 * network calls: they are only ever called outside a database transaction, and every money call
 * answers one of three outcomes so the caller never guesses.
 */
export type TransferOutcome =
  | { status: 'success' }
  /** The platform definitely did not move the money (refused, validation error). */
  | { status: 'failed'; reason: string }
  /** Timeout, 5xx, broken connection: the money may or may not have moved. */
  | { status: 'unknown'; reason: string };

export type TransferQueryOutcome =
  | { status: 'success' }
  | { status: 'failed'; reason: string }
  /** The platform has no such order. Only final once the order is old enough to have arrived. */
  | { status: 'not_found' }
  | { status: 'unknown'; reason: string };

export interface PlatformBetRecord {
  betId: string;
  externalPlayerId: string;
  gameCode: string;
  gameName: string;
  category: string;
  stakeFen: bigint;
  validBetFen: bigint;
  winLossFen: bigint;
  state: 0 | 1 | 2;
  betAt: Date;
  settledAt: Date | null;
}

export interface PlatformAdapter {
  readonly platname: string;
  /** Amounts the platform accepts: fen, or whole yuan only. */
  readonly amountUnit: 'fen' | 'yuan';
  /** True when money on this platform is held in our own ledger (the house platform). */
  readonly heldInLedger: boolean;
  registerPlayer(memberId: bigint): Promise<void>;
  /** The member's balance on the platform, in fen. */
  getBalance(memberId: bigint): Promise<bigint>;
  transferIn(memberId: bigint, orderNo: string, amountFen: bigint): Promise<TransferOutcome>;
  transferOut(memberId: bigint, orderNo: string, amountFen: bigint): Promise<TransferOutcome>;
  queryTransfer(orderNo: string): Promise<TransferQueryOutcome>;
  launchUrl(memberId: bigint, game: { code: string; isMobile: boolean }): Promise<string>;
  fetchBetRecords(cursor: string | null): Promise<{ records: PlatformBetRecord[]; nextCursor: string | null }>;
}

/** The part of an amount a platform can take: whole yuan for a yuan platform (the rest stays in the main wallet). */
export function transferableFen(adapter: Pick<PlatformAdapter, 'amountUnit'>, amountFen: bigint): bigint {
  return adapter.amountUnit === 'yuan' ? (amountFen / 100n) * 100n : amountFen;
}
