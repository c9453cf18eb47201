import type { PlatformAdapter, PlatformBetRecord, TransferOutcome, TransferQueryOutcome } from './platform-adapter';

export type ScriptedBehaviour = 'success' | 'fail' | 'timeout' | 'unknown-moved' | 'unknown-not-moved';

/**
 * A platform double for tests (never registered by the app itself): it keeps its own balances and
 * transfer log like a real provider would, and each money call answers as scripted — success,
 * definite failure, a timeout after which the money did or did not move, or an unknown answer.
 * `queryTransfer` then tells the truth, which is what a reconciliation job relies on.
 */
export class ScriptedPlatform implements PlatformAdapter {
  readonly heldInLedger = false;
  readonly balances = new Map<bigint, bigint>();
  readonly orders = new Map<string, { memberId: bigint; amountFen: bigint; direction: 'in' | 'out' }>();
  /** Behaviours consumed in order by transfer calls; `defaultBehaviour` after that. */
  readonly script: ScriptedBehaviour[] = [];
  defaultBehaviour: ScriptedBehaviour = 'success';
  /** When set, queryTransfer answers 'unknown' (the platform is down). */
  queryDown = false;
  calls = 0;

  constructor(
    readonly platname: string,
    readonly amountUnit: 'fen' | 'yuan' = 'fen',
  ) {}

  async registerPlayer(): Promise<void> {}

  async getBalance(memberId: bigint): Promise<bigint> {
    return this.balances.get(memberId) ?? 0n;
  }

  private apply(memberId: bigint, orderNo: string, amountFen: bigint, direction: 'in' | 'out'): boolean {
    const current = this.balances.get(memberId) ?? 0n;
    if (direction === 'out' && current < amountFen) return false;
    this.balances.set(memberId, direction === 'in' ? current + amountFen : current - amountFen);
    this.orders.set(orderNo, { memberId, amountFen, direction });
    return true;
  }

  private async move(
    memberId: bigint,
    orderNo: string,
    amountFen: bigint,
    direction: 'in' | 'out',
  ): Promise<TransferOutcome> {
    this.calls += 1;
    await Promise.resolve();
    if (this.orders.has(orderNo)) return { status: 'success' }; // idempotent per order, like real providers
    const behaviour = this.script.shift() ?? this.defaultBehaviour;
    switch (behaviour) {
      case 'success':
        return this.apply(memberId, orderNo, amountFen, direction)
          ? { status: 'success' }
          : { status: 'failed', reason: 'insufficient platform balance' };
      case 'fail':
        return { status: 'failed', reason: 'refused by platform' };
      case 'timeout':
      case 'unknown-moved':
        this.apply(memberId, orderNo, amountFen, direction);
        return { status: 'unknown', reason: behaviour };
      case 'unknown-not-moved':
        return { status: 'unknown', reason: behaviour };
    }
  }

  transferIn(memberId: bigint, orderNo: string, amountFen: bigint): Promise<TransferOutcome> {
    return this.move(memberId, orderNo, amountFen, 'in');
  }

  transferOut(memberId: bigint, orderNo: string, amountFen: bigint): Promise<TransferOutcome> {
    return this.move(memberId, orderNo, amountFen, 'out');
  }

  async queryTransfer(orderNo: string): Promise<TransferQueryOutcome> {
    if (this.queryDown) return { status: 'unknown', reason: 'platform unreachable' };
    return this.orders.has(orderNo) ? { status: 'success' } : { status: 'not_found' };
  }

  async launchUrl(memberId: bigint, game: { code: string }): Promise<string> {
    return `https://games.example.test/${this.platname}/${game.code}?player=${memberId}`;
  }

  async fetchBetRecords(): Promise<{ records: PlatformBetRecord[]; nextCursor: string | null }> {
    return { records: [], nextCursor: null };
  }
}
