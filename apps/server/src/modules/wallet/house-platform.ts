import type { Db } from '../../db/types';
import { ensureAccount, getBalance, memberPlatform } from '../ledger';
import type { PlatformAdapter, PlatformBetRecord, TransferOutcome, TransferQueryOutcome } from './platform-adapter';

export const HOUSE_PLATNAME = 'house';

/**
 * The built-in platform ('自营游戏'): its games run on this server and the member's money on it is
 * held in our ledger (account member:<id>:platform:house), so transfers are ledger postings in
 * one transaction and never have an unknown outcome. The transfer service posts them directly;
 * the money calls here exist for the interface and answer from the ledger.
 */
export class HousePlatform implements PlatformAdapter {
  readonly platname = HOUSE_PLATNAME;
  readonly amountUnit = 'fen' as const;
  readonly heldInLedger = true;

  constructor(private readonly db: Db) {}

  async registerPlayer(memberId: bigint): Promise<void> {
    await ensureAccount(this.db, memberPlatform(memberId, HOUSE_PLATNAME));
  }

  async getBalance(memberId: bigint): Promise<bigint> {
    return getBalance(this.db, await ensureAccount(this.db, memberPlatform(memberId, HOUSE_PLATNAME)));
  }

  async transferIn(): Promise<TransferOutcome> {
    return { status: 'failed', reason: 'house transfers are ledger postings' };
  }

  async transferOut(): Promise<TransferOutcome> {
    return { status: 'failed', reason: 'house transfers are ledger postings' };
  }

  async queryTransfer(): Promise<TransferQueryOutcome> {
    // House transfers settle in the transaction that records them: there is never one to ask about.
    return { status: 'not_found' };
  }

  async launchUrl(_memberId: bigint, game: { code: string }): Promise<string> {
    return `/house/${encodeURIComponent(game.code)}`;
  }

  async fetchBetRecords(): Promise<{ records: PlatformBetRecord[]; nextCursor: string | null }> {
    // House rounds write their bet records when they settle.
    return { records: [], nextCursor: null };
  }
}
