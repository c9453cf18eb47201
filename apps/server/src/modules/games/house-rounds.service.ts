import { and, count, desc, eq, sql } from 'drizzle-orm';
import { GAME_INFO, replayRound, type GameRound, type HouseGameCode } from '@app/house-games';
import { withTransaction } from '../../db/transaction';
import type { Db } from '../../db/types';
import { AppError } from '../../lib/errors';
import { openSecret } from '../../lib/secret-box';
import { ensureAccount, getBalance, house, lockAccounts, memberPlatform, post, type EntryInput } from '../ledger';
import { recordValidBet } from '../turnover';
import { HOUSE_PLATNAME, type PlatformRegistry } from '../wallet';
import { afterBetSettled } from './bet-settled.hooks';
import { activeSeed } from './fair-seeds.service';
import { betRecords, fairSeeds, games, houseRounds } from './games.tables';
import { parseWireBets, toJsonSafe, totalsOf, type WireBet, type WireBetInput } from './house-wire';

export const HOUSE_MESSAGES = {
  insufficient: '自营游戏余额不足，请先转入自营游戏',
  gameMissing: '游戏不存在',
  gameDisabled: '该游戏已下架',
} as const;

/** Instant house games (one round = one request). Fast-3 is drawn on a schedule instead. */
export const INSTANT_GAMES = ['slots', 'sic-bo', 'baccarat', 'dragon-tiger'] as const;
export type InstantGameCode = (typeof INSTANT_GAMES)[number];

/** Ledger names of house money (platform-rules §3, §4). */
export const HOUSE_ROUND_REFERENCE = 'house_round';
export const HOUSE_ROUND_KIND = 'house_round';
export const houseRoundKey = (roundId: bigint | string) => `house-round:${roundId}`;
/** The turnover event of a settled house bet record. */
export const houseBetReference = (betId: string) => `house:${betId}`;

export const houseAccount = (memberId: bigint) => memberPlatform(memberId, HOUSE_PLATNAME);
/**
 * The house side of house games, split into shards by member: every round locks its shard, so one
 * account shared by everyone would make all members' rounds wait for each other. The shards are
 * ordinary house accounts (`house:game_results:house:<n>`); the house result is their sum.
 */
export const HOUSE_RESULT_SHARDS = 16n;
export const houseResultsAccount = (memberId: bigint) =>
  house('game_results', `${HOUSE_PLATNAME}:${memberId % HOUSE_RESULT_SHARDS}`);

export async function houseBalanceFen(db: Db, memberId: bigint): Promise<bigint> {
  return getBalance(db, await ensureAccount(db, houseAccount(memberId)));
}

/** Refuses play on a disabled or maintained house platform, or a disabled or unknown game. */
export async function assertHouseGamePlayable(db: Db, platforms: PlatformRegistry, game: HouseGameCode): Promise<void> {
  await platforms.usable(HOUSE_PLATNAME);
  const [row] = await db
    .select({ enabled: games.enabled })
    .from(games)
    .where(and(eq(games.platname, HOUSE_PLATNAME), eq(games.gameCode, game)));
  if (!row) throw new AppError('refused', HOUSE_MESSAGES.gameMissing);
  if (!row.enabled) throw new AppError('refused', HOUSE_MESSAGES.gameDisabled);
}

/**
 * Locks the member's house account and its house results shard (ascending id, the order the
 * ledger's own posting locks in, so no deadlock with it) and answers the member's balance.
 */
export async function lockHouseAccounts(
  tx: Db,
  memberId: bigint,
): Promise<{ memberAccount: bigint; resultsAccount: bigint; balanceFen: bigint }> {
  const memberAccount = await ensureAccount(tx, houseAccount(memberId));
  const resultsAccount = await ensureAccount(tx, houseResultsAccount(memberId));
  const balances = await lockAccounts(tx, [memberAccount, resultsAccount]);
  return { memberAccount, resultsAccount, balanceFen: balances.get(memberAccount) ?? 0n };
}

export interface PlayedRound {
  roundId: bigint;
  game: InstantGameCode;
  seedId: bigint;
  nonce: number;
  serverSeedHash: string;
  clientSeed: string;
  round: GameRound<unknown, unknown>;
  wireBets: WireBet[];
  stakeFen: bigint;
  payoutFen: bigint;
  balanceFen: bigint;
}

/**
 * One round of an instant house game (platform-rules §4), all in one database transaction: the
 * member's active seed pair is held FOR UPDATE (rounds of one member are serial, nonces unique),
 * the outcome comes from OutcomeStream(server seed, client seed, nonce), the nonce moves on, the
 * round row, ONE ledger transaction (net: −stake +payout on the member's house account against
 * the house results account; none when payout = stake), the bet record and the valid bet.
 */
export async function playHouseRound(
  db: Db,
  appSecret: string,
  input: { memberId: bigint; game: InstantGameCode; bets: readonly WireBetInput[] | undefined; now?: Date },
): Promise<PlayedRound> {
  const parsed = parseWireBets(input.game, input.bets);
  const info = GAME_INFO[input.game];
  const now = input.now ?? new Date();

  return withTransaction(db, async (tx) => {
    const seed = await activeSeed(tx, appSecret, input.memberId, { lock: true });
    const serverSeed = openSecret(appSecret, seed.serverSeedEnc);
    const nonce = seed.nonce;
    const played = replayRound(input.game, { serverSeed, clientSeed: seed.clientSeed, nonce }, parsed.bets);
    const totals = totalsOf(input.game, played.settlements);
    const round = played as GameRound<unknown, unknown>;

    const accounts = await lockHouseAccounts(tx, input.memberId);
    if (accounts.balanceFen < totals.stakeFen) throw new AppError('refused', HOUSE_MESSAGES.insufficient);

    await tx
      .update(fairSeeds)
      .set({ nonce: sql`${fairSeeds.nonce} + 1` })
      .where(eq(fairSeeds.id, seed.id));
    const [inserted] = await tx
      .insert(houseRounds)
      .values({
        memberId: input.memberId,
        game: input.game,
        seedId: seed.id,
        nonce,
        bets: parsed.wire,
        outcome: toJsonSafe(round.outcome),
        stakeFen: totals.stakeFen,
        payoutFen: totals.payoutFen,
        createdAt: now,
      })
      .returning({ id: houseRounds.id });
    if (!inserted) throw new Error('house round was not inserted');
    const roundId = inserted.id;

    if (totals.payoutFen !== totals.stakeFen) {
      // Stake and payout as their own legs; the ledger nets them per account into one movement.
      const entries: EntryInput[] = [
        { accountId: accounts.memberAccount, amountFen: -totals.stakeFen },
        { accountId: accounts.resultsAccount, amountFen: totals.stakeFen },
      ];
      if (totals.payoutFen > 0n) {
        entries.push(
          { accountId: accounts.resultsAccount, amountFen: -totals.payoutFen },
          { accountId: accounts.memberAccount, amountFen: totals.payoutFen },
        );
      }
      await post(tx, {
        idempotencyKey: houseRoundKey(roundId),
        kind: HOUSE_ROUND_KIND,
        reference: { type: HOUSE_ROUND_REFERENCE, id: roundId.toString() },
        actor: { type: 'member', id: input.memberId.toString() },
        entries,
        metadata: { game: input.game, stake_fen: totals.stakeFen.toString(), payout_fen: totals.payoutFen.toString() },
        insufficientFundsMessage: HOUSE_MESSAGES.insufficient,
      });
    }

    const betId = roundId.toString();
    await tx.insert(betRecords).values({
      platname: HOUSE_PLATNAME,
      betId,
      memberId: input.memberId,
      gameCode: input.game,
      gameName: info.name,
      category: info.category,
      stakeFen: totals.stakeFen,
      validBetFen: totals.validBetFen,
      winLossFen: totals.winLossFen,
      state: 1,
      betAt: now,
      settledAt: now,
    });
    await recordValidBet(tx, {
      memberId: input.memberId,
      betReference: houseBetReference(betId),
      validBetFen: totals.validBetFen,
    });
    await afterBetSettled(tx, {
      platname: HOUSE_PLATNAME,
      betId,
      memberId: input.memberId,
      gameCode: input.game,
      gameName: info.name,
      category: info.category,
      stakeFen: totals.stakeFen,
      validBetFen: totals.validBetFen,
      winLossFen: totals.winLossFen,
      state: 1,
      betAt: now,
      settledAt: now,
    });

    return {
      roundId,
      game: input.game,
      seedId: seed.id,
      nonce,
      serverSeedHash: seed.serverSeedHash,
      clientSeed: seed.clientSeed,
      round,
      wireBets: parsed.wire,
      stakeFen: totals.stakeFen,
      payoutFen: totals.payoutFen,
      balanceFen: accounts.balanceFen - totals.stakeFen + totals.payoutFen,
    };
  });
}

/** A member's rounds, newest first, with each pair's hash, client seed and (once rotated) server seed. */
export async function listHouseRounds(
  db: Db,
  input: { memberId: bigint; game?: string | undefined; page: number; perPage: number },
) {
  const where = and(
    eq(houseRounds.memberId, input.memberId),
    input.game ? eq(houseRounds.game, input.game) : undefined,
  );
  const [total] = await db.select({ n: count() }).from(houseRounds).where(where);
  const rows = await db
    .select({
      round: houseRounds,
      serverSeedHash: fairSeeds.serverSeedHash,
      clientSeed: fairSeeds.clientSeed,
      revealedServerSeed: fairSeeds.revealedServerSeed,
    })
    .from(houseRounds)
    .innerJoin(fairSeeds, eq(fairSeeds.id, houseRounds.seedId))
    .where(where)
    .orderBy(desc(houseRounds.id))
    .limit(input.perPage)
    .offset((input.page - 1) * input.perPage);
  return { rows, total: Number(total?.n ?? 0) };
}
