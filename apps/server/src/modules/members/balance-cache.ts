import type { Db } from '../../db/types';
import { ensureAccount, getBalance, memberMain } from '../ledger';

/**
 * Main-wallet balances for the 3.3 s poll (ARCHITECTURE.md "Money path"): each member has a
 * version that every ledger posting bumps (after commit, on every instance through the change
 * feed); an entry read at version v is served until the version moves, so an unchanged balance
 * costs no database read. The version is taken BEFORE the read, so a posting that lands during
 * the read makes the entry stale at once instead of hiding the new balance.
 */
export class BalanceCache {
  private readonly versions = new Map<string, number>();
  private readonly entries = new Map<string, { version: number; balanceFen: bigint; accountId: bigint }>();

  constructor(private readonly maxEntries = 200_000) {}

  /** A posting changed this member's balances. */
  invalidate(memberId: bigint | string): void {
    const key = memberId.toString();
    this.versions.set(key, (this.versions.get(key) ?? 0) + 1);
    this.entries.delete(key);
  }

  async mainBalanceFen(db: Db, memberId: bigint): Promise<bigint> {
    const key = memberId.toString();
    const version = this.versions.get(key) ?? 0;
    const cached = this.entries.get(key);
    if (cached && cached.version === version) return cached.balanceFen;
    const accountId = cached?.accountId ?? (await ensureAccount(db, memberMain(memberId)));
    const balanceFen = await getBalance(db, accountId);
    if ((this.versions.get(key) ?? 0) === version) {
      if (this.entries.size >= this.maxEntries) this.entries.clear();
      this.entries.set(key, { version, balanceFen, accountId });
    }
    return balanceFen;
  }
}
