import { randomBytes } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import { commitServerSeed } from '@app/house-games';
import { CLIENT_SEED_MESSAGE, CLIENT_SEED_PATTERN } from '@app/shared/contracts';
import { withTransaction } from '../../db/transaction';
import type { Db } from '../../db/types';
import { AppError } from '../../lib/errors';
import { openSecret, sealSecret } from '../../lib/secret-box';
import { fairSeeds } from './games.tables';

export type FairSeedRow = typeof fairSeeds.$inferSelect;

export const FAIRNESS_MESSAGES = {
  clientSeedRequired: '请输入客户端种子',
  clientSeedInvalid: CLIENT_SEED_MESSAGE,
  clientSeedLocked: '当前种子对已有游戏记录，请先更换种子对再设置客户端种子',
  rotated: '种子已更换，旧的服务端种子已公开',
  clientSeedSet: '客户端种子已设置',
} as const;

/** How many rotated-out pairs the fairness page lists. */
export const PREVIOUS_SEEDS_SHOWN = 20;

/** A new secret server seed: 32 random bytes, hex. */
export function newServerSeed(): string {
  return randomBytes(32).toString('hex');
}

/** The default client seed of a new pair (the member may change it before the first round). */
export function randomClientSeed(): string {
  return randomBytes(8).toString('hex');
}

export function checkClientSeed(value: string | undefined): string {
  const seed = value?.trim() ?? '';
  if (seed === '') throw new AppError('refused', FAIRNESS_MESSAGES.clientSeedRequired);
  if (!CLIENT_SEED_PATTERN.test(seed)) throw new AppError('refused', FAIRNESS_MESSAGES.clientSeedInvalid);
  return seed;
}

/** The clear server seed of a pair (sealed with APP_SECRET while the pair is active). */
export function serverSeedOf(appSecret: string, row: FairSeedRow): string {
  return row.revealedServerSeed ?? openSecret(appSecret, row.serverSeedEnc);
}

async function insertPair(db: Db, appSecret: string, memberId: bigint, clientSeed: string): Promise<void> {
  const serverSeed = newServerSeed();
  await db
    .insert(fairSeeds)
    .values({
      memberId,
      serverSeedEnc: sealSecret(appSecret, serverSeed),
      serverSeedHash: commitServerSeed(serverSeed),
      clientSeed,
      nonce: 0,
      active: true,
    })
    // The partial unique index allows one active pair per member: a racing creator keeps the winner's.
    .onConflictDoNothing();
}

async function selectActive(db: Db, memberId: bigint, lock: boolean): Promise<FairSeedRow | undefined> {
  const query = db
    .select()
    .from(fairSeeds)
    .where(and(eq(fairSeeds.memberId, memberId), eq(fairSeeds.active, true)));
  const rows = lock ? await query.for('update') : await query;
  return rows[0];
}

/**
 * The member's active pair, created on first use. With `lock` (inside a transaction) the row is
 * held `FOR UPDATE` until commit, so rounds of one member take nonces one at a time.
 */
export async function activeSeed(
  db: Db,
  appSecret: string,
  memberId: bigint,
  options: { lock?: boolean } = {},
): Promise<FairSeedRow> {
  const lock = options.lock ?? false;
  // A locking read that waited for a rotation finds the old row inactive and returns nothing,
  // while the rotation's new row was not yet in its snapshot: each attempt is a new statement
  // (a new snapshot under READ COMMITTED), so the next one sees the pair that replaced it.
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const existing = await selectActive(db, memberId, lock);
    if (existing) return existing;
    await insertPair(db, appSecret, memberId, randomClientSeed());
  }
  throw new Error(`no active seed pair for member ${memberId}`);
}

export function activeSeedToWire(row: FairSeedRow) {
  return {
    seed_id: Number(row.id),
    server_seed_hash: row.serverSeedHash,
    client_seed: row.clientSeed,
    nonce: row.nonce,
  };
}

export function revealedSeedToWire(row: FairSeedRow, formatTime: (date: Date) => string) {
  return {
    seed_id: Number(row.id),
    server_seed: row.revealedServerSeed ?? '',
    server_seed_hash: row.serverSeedHash,
    client_seed: row.clientSeed,
    last_nonce: row.nonce > 0 ? row.nonce - 1 : null,
    revealed_at: formatTime(row.revealedAt ?? row.createdAt),
  };
}

export async function previousSeeds(db: Db, memberId: bigint): Promise<FairSeedRow[]> {
  return db
    .select()
    .from(fairSeeds)
    .where(and(eq(fairSeeds.memberId, memberId), eq(fairSeeds.active, false)))
    .orderBy(desc(fairSeeds.id))
    .limit(PREVIOUS_SEEDS_SHOWN);
}

/**
 * Reveals the active server seed and starts a new pair (new server seed, the given client seed or
 * a random one). Holds the active row, so a round in flight finishes with the old pair first.
 */
export async function rotateSeed(
  db: Db,
  appSecret: string,
  memberId: bigint,
  clientSeedInput: string | undefined,
): Promise<{ revealed: FairSeedRow; current: FairSeedRow }> {
  const clientSeed = clientSeedInput?.trim() ? checkClientSeed(clientSeedInput) : randomClientSeed();
  return withTransaction(db, async (tx) => {
    const active = await activeSeed(tx, appSecret, memberId, { lock: true });
    const [revealed] = await tx
      .update(fairSeeds)
      .set({ active: false, revealedServerSeed: openSecret(appSecret, active.serverSeedEnc), revealedAt: sql`now()` })
      .where(eq(fairSeeds.id, active.id))
      .returning();
    if (!revealed) throw new Error(`seed pair ${active.id} vanished`);
    await insertPair(tx, appSecret, memberId, clientSeed);
    const current = await selectActive(tx, memberId, false);
    if (!current) throw new Error(`no active seed pair for member ${memberId} after rotation`);
    return { revealed, current };
  });
}

/** Sets the client seed of the active pair; only before its first round (nonce 0). */
export async function setClientSeed(
  db: Db,
  appSecret: string,
  memberId: bigint,
  clientSeedInput: string | undefined,
): Promise<FairSeedRow> {
  const clientSeed = checkClientSeed(clientSeedInput);
  return withTransaction(db, async (tx) => {
    const active = await activeSeed(tx, appSecret, memberId, { lock: true });
    if (active.nonce !== 0) throw new AppError('refused', FAIRNESS_MESSAGES.clientSeedLocked);
    const [updated] = await tx.update(fairSeeds).set({ clientSeed }).where(eq(fairSeeds.id, active.id)).returning();
    if (!updated) throw new Error(`seed pair ${active.id} vanished`);
    return updated;
  });
}
