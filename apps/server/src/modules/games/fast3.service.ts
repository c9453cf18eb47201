import { and, asc, count, desc, eq, gt, inArray, isNotNull, lte } from 'drizzle-orm';
import {
  commitServerSeed,
  drawFast3,
  FAST3_GAME_INFO,
  type Fast3Draw,
  OutcomeStream,
  settleFast3,
  splitValidBetOfRound,
} from '@app/house-games';
import { withTransaction } from '../../db/transaction';
import type { Db } from '../../db/types';
import { AppError } from '../../lib/errors';
import { openSecret, sealSecret } from '../../lib/secret-box';
import { wallClockIn } from '../../lib/time';
import { ensureAccount, transfer } from '../ledger';
import { recordValidBet } from '../turnover';
import { HOUSE_PLATNAME } from '../wallet';
import { newServerSeed } from './fair-seeds.service';
import { afterBetSettled } from './bet-settled.hooks';
import { betRecords, fast3Bets, fast3Draws } from './games.tables';
import { houseAccount, houseBetReference, HOUSE_MESSAGES, houseResultsAccount } from './house-rounds.service';
import { engineBetsOf, parseWireBets, toJsonSafe, totalsOf, type WireBetInput } from './house-wire';

/** Fast-3 (一分快三): a draw every minute for all members (platform-rules §4). */
export const FAST3_PERIOD_MS = 60_000;
/** Betting closes this long before the draw. */
export const FAST3_CLOSE_BEFORE_MS = 10_000;
/** Draws created ahead of time (the current one and the next ones), each with its committed seed. */
export const FAST3_DRAWS_AHEAD = 3;
/** How often the job runs. */
export const FAST3_TICK_MS = 5_000;

export const Fast3DrawState = { open: 0, closed: 1, settled: 2 } as const;
export const Fast3BetState = { settled: 1, unsettled: 2 } as const;

export const FAST3_MESSAGES = {
  drawMissing: '期号不存在',
  closed: '本期已封盘',
  noDraw: '暂无可下注的期号，请稍后再试',
} as const;

export const FAST3_STAKE_KIND = 'fast3_stake';
export const FAST3_PAYOUT_KIND = 'fast3_payout';
export const FAST3_REFERENCE = 'fast3_bet';
export const fast3StakeKey = (betId: bigint | string) => `fast3-stake:${betId}`;
export const fast3PayoutKey = (betId: bigint | string) => `fast3-payout:${betId}`;
/** bet_records.bet_id of a Fast-3 bet (house round bet ids are plain numbers, so these never collide). */
export const fast3BetRecordId = (betId: bigint | string) => `fast3-${betId}`;

export type Fast3DrawRow = typeof fast3Draws.$inferSelect;
export type Fast3BetRow = typeof fast3Bets.$inferSelect;

const pad = (value: number) => String(value).padStart(2, '0');

/** Draw number: the draw minute in the site zone, yyyyMMddHHmm. */
export function fast3DrawNo(drawAt: Date, timeZone: string): string {
  const c = wallClockIn(drawAt, timeZone);
  return `${c.year}${pad(c.month)}${pad(c.day)}${pad(c.hour)}${pad(c.minute)}`;
}

/** The next draw time strictly after `now` (draws happen on whole minutes). */
export function nextDrawAt(now: Date): Date {
  return new Date((Math.floor(now.getTime() / FAST3_PERIOD_MS) + 1) * FAST3_PERIOD_MS);
}

/** The dice of a draw from its own seed: OutcomeStream(server seed, client seed = draw no, nonce 0). */
export function fast3ResultOf(serverSeed: string, drawNo: string): Fast3Draw {
  return drawFast3(new OutcomeStream({ serverSeed, clientSeed: drawNo, nonce: 0 }));
}

export class Fast3Service {
  constructor(
    private readonly db: Db,
    private readonly appSecret: string,
    private readonly timeZone: string,
  ) {}

  /** Creates the upcoming draws (idempotent per draw number), each with a fresh sealed seed. */
  async ensureDraws(now: Date): Promise<number> {
    const first = nextDrawAt(now).getTime();
    const values = Array.from({ length: FAST3_DRAWS_AHEAD }, (_, i) => {
      const drawAt = new Date(first + i * FAST3_PERIOD_MS);
      const serverSeed = newServerSeed();
      return {
        drawNo: fast3DrawNo(drawAt, this.timeZone),
        serverSeedEnc: sealSecret(this.appSecret, serverSeed),
        serverSeedHash: commitServerSeed(serverSeed),
        opensAt: new Date(drawAt.getTime() - FAST3_PERIOD_MS),
        closesAt: new Date(drawAt.getTime() - FAST3_CLOSE_BEFORE_MS),
        drawAt,
        state: Fast3DrawState.open,
      };
    });
    const inserted = await this.db
      .insert(fast3Draws)
      .values(values)
      .onConflictDoNothing()
      .returning({ id: fast3Draws.id });
    return inserted.length;
  }

  /** The draw open for betting at `now` (created if the job has not yet). */
  async currentDraw(now: Date): Promise<Fast3DrawRow> {
    const find = async () => {
      const [row] = await this.db
        .select()
        .from(fast3Draws)
        .where(
          and(eq(fast3Draws.state, Fast3DrawState.open), gt(fast3Draws.closesAt, now), lte(fast3Draws.opensAt, now)),
        )
        .orderBy(asc(fast3Draws.drawAt))
        .limit(1);
      return row;
    };
    const found = await find();
    if (found) return found;
    await this.ensureDraws(now);
    const created = await find();
    if (created) return created;
    // Inside the last seconds before a draw the next one is already open (opens_at = previous draw).
    const [next] = await this.db
      .select()
      .from(fast3Draws)
      .where(and(eq(fast3Draws.state, Fast3DrawState.open), gt(fast3Draws.closesAt, now)))
      .orderBy(asc(fast3Draws.drawAt))
      .limit(1);
    if (!next) throw new AppError('refused', FAST3_MESSAGES.noDraw);
    return next;
  }

  /** The latest drawn results, newest first. */
  async drawnResults(limit: number, offset = 0): Promise<{ rows: Fast3DrawRow[]; total: number }> {
    const where = isNotNull(fast3Draws.result);
    const [total] = await this.db.select({ n: count() }).from(fast3Draws).where(where);
    const rows = await this.db
      .select()
      .from(fast3Draws)
      .where(where)
      .orderBy(desc(fast3Draws.drawAt))
      .limit(limit)
      .offset(offset);
    return { rows, total: Number(total?.n ?? 0) };
  }

  /**
   * Places a member's bets on an open draw: the fast3_bets row, the stake posting
   * (`fast3-stake:<id>`, member house account → house results) and an unsettled bet record, in one
   * transaction. The draw row is held FOR SHARE, so the job cannot close it in between.
   */
  async placeBet(input: {
    memberId: bigint;
    drawNo: string | undefined;
    bets: readonly WireBetInput[] | undefined;
    now?: Date;
  }) {
    const parsed = parseWireBets('fast3', input.bets);
    const drawNo = input.drawNo?.trim() ?? '';
    if (drawNo === '') throw new AppError('refused', FAST3_MESSAGES.drawMissing);
    const now = input.now ?? new Date();

    return withTransaction(this.db, async (tx) => {
      const [draw] = await tx.select().from(fast3Draws).where(eq(fast3Draws.drawNo, drawNo)).for('share');
      if (!draw) throw new AppError('refused', FAST3_MESSAGES.drawMissing);
      if (draw.state !== Fast3DrawState.open || now.getTime() >= draw.closesAt.getTime()) {
        throw new AppError('refused', FAST3_MESSAGES.closed);
      }
      const [bet] = await tx
        .insert(fast3Bets)
        .values({
          drawId: draw.id,
          memberId: input.memberId,
          bets: parsed.wire,
          stakeFen: parsed.stakeFen,
          state: Fast3BetState.unsettled,
          createdAt: now,
        })
        .returning();
      if (!bet) throw new Error('fast-3 bet was not inserted');
      const posted = await transfer(tx, {
        idempotencyKey: fast3StakeKey(bet.id),
        kind: FAST3_STAKE_KIND,
        reference: { type: FAST3_REFERENCE, id: bet.id.toString() },
        actor: { type: 'member', id: input.memberId.toString() },
        fromAccountId: await ensureAccount(tx, houseAccount(input.memberId)),
        toAccountId: await ensureAccount(tx, houseResultsAccount(input.memberId)),
        amountFen: parsed.stakeFen,
        metadata: { draw_no: draw.drawNo },
        insufficientFundsMessage: HOUSE_MESSAGES.insufficient,
      });
      await tx.insert(betRecords).values({
        platname: HOUSE_PLATNAME,
        betId: fast3BetRecordId(bet.id),
        memberId: input.memberId,
        gameCode: FAST3_GAME_INFO.code,
        gameName: FAST3_GAME_INFO.name,
        category: FAST3_GAME_INFO.category,
        stakeFen: parsed.stakeFen,
        validBetFen: 0n,
        winLossFen: 0n,
        state: Fast3BetState.unsettled,
        betAt: now,
      });
      const memberEntry = posted.entries.find((entry) => entry.amountFen < 0n);
      return {
        bet,
        draw,
        wire: parsed.wire,
        stakeFen: parsed.stakeFen,
        balanceFen: memberEntry?.balanceAfterFen ?? 0n,
      };
    });
  }

  /**
   * One run of the job (pass `now` to drive time in tests): create the upcoming draws, close the
   * ones past their closing time, then draw and settle every draw that is due. Idempotent: a draw's
   * result is fixed by its seed, each bet settles once (row state + ledger key), and a crash midway
   * is finished by the next run.
   */
  async tick(
    now: Date = new Date(),
  ): Promise<{ created: number; closed: number; settledDraws: number; settledBets: number }> {
    const created = await this.ensureDraws(now);
    const closed = await this.db
      .update(fast3Draws)
      .set({ state: Fast3DrawState.closed })
      .where(and(eq(fast3Draws.state, Fast3DrawState.open), lte(fast3Draws.closesAt, now)))
      .returning({ id: fast3Draws.id });
    const due = await this.db
      .select({ id: fast3Draws.id })
      .from(fast3Draws)
      .where(and(inArray(fast3Draws.state, [Fast3DrawState.open, Fast3DrawState.closed]), lte(fast3Draws.drawAt, now)))
      .orderBy(asc(fast3Draws.drawAt))
      .limit(60);
    let settledDraws = 0;
    let settledBets = 0;
    for (const { id } of due) {
      const result = await this.settleDraw(id, now);
      if (result.done) settledDraws += 1;
      settledBets += result.bets;
    }
    return { created, closed: closed.length, settledDraws, settledBets };
  }

  /** Draws (once) and settles every bet of a due draw, then reveals its seed. */
  async settleDraw(drawId: bigint, now: Date): Promise<{ done: boolean; bets: number }> {
    const draw = await withTransaction(this.db, async (tx) => {
      const [row] = await tx.select().from(fast3Draws).where(eq(fast3Draws.id, drawId)).for('update');
      if (!row || row.state === Fast3DrawState.settled || row.drawAt.getTime() > now.getTime()) return undefined;
      if (row.result !== null && row.state === Fast3DrawState.closed) return row;
      const result = fast3ResultOf(openSecret(this.appSecret, row.serverSeedEnc), row.drawNo);
      const [updated] = await tx
        .update(fast3Draws)
        .set({ result: toJsonSafe(result), state: Fast3DrawState.closed })
        .where(eq(fast3Draws.id, drawId))
        .returning();
      return updated;
    });
    if (!draw) return { done: false, bets: 0 };
    const result = draw.result as Fast3Draw;

    let settled = 0;
    for (;;) {
      const pending = await this.db
        .select({ id: fast3Bets.id })
        .from(fast3Bets)
        .where(and(eq(fast3Bets.drawId, drawId), eq(fast3Bets.state, Fast3BetState.unsettled)))
        .orderBy(asc(fast3Bets.id))
        .limit(200);
      for (const { id } of pending) {
        if (await this.settleBet(id, draw, result, now)) settled += 1;
      }
      const done = await withTransaction(this.db, async (tx) => {
        await tx.select({ id: fast3Draws.id }).from(fast3Draws).where(eq(fast3Draws.id, drawId)).for('update');
        const [left] = await tx
          .select({ n: count() })
          .from(fast3Bets)
          .where(and(eq(fast3Bets.drawId, drawId), eq(fast3Bets.state, Fast3BetState.unsettled)));
        if (Number(left?.n ?? 0) > 0) return false;
        await tx
          .update(fast3Draws)
          .set({ state: Fast3DrawState.settled, revealedServerSeed: openSecret(this.appSecret, draw.serverSeedEnc) })
          .where(and(eq(fast3Draws.id, drawId), eq(fast3Draws.state, Fast3DrawState.closed)));
        return true;
      });
      if (done) return { done: true, bets: settled };
      if (pending.length === 0) return { done: false, bets: settled };
    }
  }

  /**
   * A placement's valid bet (decision 0021). A draw is one round: a member's placements on it are
   * hedged together (大 on one slip and 小 on another still count only the difference), and the
   * draw's valid bet is split over them in placement order (`splitValidBetOfRound`). The split
   * depends only on the member's placements, all known once the draw closed, so each placement gets
   * the same share whichever is settled first.
   */
  private async validBetOfSlip(tx: Db, bet: Fast3BetRow, result: Fast3Draw): Promise<bigint> {
    const slips = await tx
      .select({ id: fast3Bets.id, bets: fast3Bets.bets })
      .from(fast3Bets)
      .where(and(eq(fast3Bets.drawId, bet.drawId), eq(fast3Bets.memberId, bet.memberId)))
      .orderBy(asc(fast3Bets.id));
    const shares = splitValidBetOfRound(
      'fast3',
      slips.map((slip) => settleFast3(result, engineBetsOf('fast3', slip.bets)).settlements),
    );
    const index = slips.findIndex((slip) => slip.id === bet.id);
    const share = shares[index];
    if (share === undefined) throw new Error(`fast-3 bet ${bet.id}: not among its member's bets on the draw`);
    return share;
  }

  /** Settles one bet in its own transaction; false when someone else already did. */
  private async settleBet(betId: bigint, draw: Fast3DrawRow, result: Fast3Draw, now: Date): Promise<boolean> {
    return withTransaction(this.db, async (tx) => {
      const [bet] = await tx
        .select()
        .from(fast3Bets)
        .where(and(eq(fast3Bets.id, betId), eq(fast3Bets.state, Fast3BetState.unsettled)))
        .for('update');
      if (!bet) return false;
      const round = settleFast3(result, engineBetsOf('fast3', bet.bets));
      const totals = totalsOf('fast3', round.settlements);
      if (totals.stakeFen !== bet.stakeFen) throw new Error(`fast-3 bet ${bet.id}: stored stake differs from its bets`);
      const validBetFen = await this.validBetOfSlip(tx, bet, result);
      if (totals.payoutFen > 0n) {
        await transfer(tx, {
          idempotencyKey: fast3PayoutKey(bet.id),
          kind: FAST3_PAYOUT_KIND,
          reference: { type: FAST3_REFERENCE, id: bet.id.toString() },
          actor: { type: 'system', id: 'fast3' },
          fromAccountId: await ensureAccount(tx, houseResultsAccount(bet.memberId)),
          toAccountId: await ensureAccount(tx, houseAccount(bet.memberId)),
          amountFen: totals.payoutFen,
          metadata: { draw_no: draw.drawNo },
        });
      }
      await tx
        .update(fast3Bets)
        .set({ state: Fast3BetState.settled, payoutFen: totals.payoutFen, settledAt: now })
        .where(eq(fast3Bets.id, bet.id));
      const recordId = fast3BetRecordId(bet.id);
      await tx
        .update(betRecords)
        .set({ state: 1, validBetFen, winLossFen: totals.winLossFen, settledAt: now })
        .where(and(eq(betRecords.platname, HOUSE_PLATNAME), eq(betRecords.betId, recordId)));
      await recordValidBet(tx, {
        memberId: bet.memberId,
        betReference: houseBetReference(recordId),
        validBetFen,
      });
      await afterBetSettled(tx, {
        platname: HOUSE_PLATNAME,
        betId: recordId,
        memberId: bet.memberId,
        gameCode: FAST3_GAME_INFO.code,
        gameName: FAST3_GAME_INFO.name,
        category: FAST3_GAME_INFO.category,
        stakeFen: totals.stakeFen,
        validBetFen,
        winLossFen: totals.winLossFen,
        state: 1,
        betAt: bet.createdAt,
        settledAt: now,
      });
      return true;
    });
  }

  /** A member's Fast-3 bets, newest first, with their draw. */
  async memberBets(input: { memberId: bigint; page: number; perPage: number }) {
    const where = eq(fast3Bets.memberId, input.memberId);
    const [total] = await this.db.select({ n: count() }).from(fast3Bets).where(where);
    const rows = await this.db
      .select({ bet: fast3Bets, drawNo: fast3Draws.drawNo, result: fast3Draws.result })
      .from(fast3Bets)
      .innerJoin(fast3Draws, eq(fast3Draws.id, fast3Bets.drawId))
      .where(where)
      .orderBy(desc(fast3Bets.id))
      .limit(input.perPage)
      .offset((input.page - 1) * input.perPage);
    return { rows, total: Number(total?.n ?? 0) };
  }
}

export type Fast3PlacedBet = Awaited<ReturnType<Fast3Service['placeBet']>>;
