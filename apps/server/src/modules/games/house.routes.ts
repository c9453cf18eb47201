import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GAME_INFO, isHouseGameCode } from '@app/house-games';
import {
  ClientSeedRequestSchema,
  ClientSeedResponseSchema,
  Fast3BetRequestSchema,
  Fast3BetResponseSchema,
  Fast3CurrentResponseSchema,
  Fast3HistoryQuerySchema,
  Fast3HistoryResponseSchema,
  Fast3MemberBetsResponseSchema,
  FairnessResponseSchema,
  HouseBalanceResponseSchema,
  HouseRoundsQuerySchema,
  HouseRoundsResponseSchema,
  PlayRoundParamsSchema,
  PlayRoundRequestSchema,
  PlayRoundResponseSchema,
  RotateSeedRequestSchema,
  RotateSeedResponseSchema,
} from '@app/shared/contracts';
import { formatFen } from '@app/shared/money';
import { ok } from '../../lib/reply';
import { memberOf } from '../../lib/request-member';
import { formatDateTime } from '../../lib/time';
import {
  activeSeed,
  activeSeedToWire,
  FAIRNESS_MESSAGES,
  previousSeeds,
  revealedSeedToWire,
  rotateSeed,
  setClientSeed,
} from './fair-seeds.service';
import { fast3BetRecordId, type Fast3DrawRow, Fast3Service } from './fast3.service';
import { assertHouseGamePlayable, houseBalanceFen, listHouseRounds, playHouseRound } from './house-rounds.service';
import { settlementToWire, storedWireBets, toJsonSafe } from './house-wire';

const PER_PAGE = 20;

const memberKey = (name: string) => (request: FastifyRequest) =>
  request.member ? `${name}:member:${request.member.memberId}` : `${name}:ip:${request.ip}`;

/** The house games' own API (platform-rules §4): seeds, rounds, balance, Fast-3. */
export const houseRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['house games'];
  const security = [{ bearer: [] }];
  const guarded = { preHandler: app.requireMember };
  const zone = app.config.SITE_TZ;
  const secret = app.config.appSecret;
  const time = (date: Date) => formatDateTime(date, zone);
  const fast3 = new Fast3Service(app.db, secret, zone);
  const page = <T>(rows: T[], total: number, current: number) => ({
    current_page: current,
    data: rows,
    last_page: Math.max(1, Math.ceil(total / PER_PAGE)),
    per_page: PER_PAGE,
    total,
  });

  app.get(
    '/house/fairness',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary: 'The active seed pair (server seed hash, client seed, next nonce) and the revealed earlier pairs',
        response: { 200: FairnessResponseSchema },
      },
    },
    async (request) => {
      const { memberId } = memberOf(request);
      const active = await activeSeed(app.db, secret, memberId);
      const previous = await previousSeeds(app.db, memberId);
      return ok({ ...activeSeedToWire(active), previous: previous.map((row) => revealedSeedToWire(row, time)) });
    },
  );

  app.post(
    '/house/fairness/rotate',
    {
      ...guarded,
      config: {
        closedInMaintenance: true,
        rateLimit: { max: 20, timeWindow: 60_000, hook: 'preHandler', keyGenerator: memberKey('seed-rotate') },
      },
      schema: {
        tags,
        security,
        summary:
          'Reveals the active server seed and starts a new pair (new server seed, the given or a random client seed)',
        body: RotateSeedRequestSchema,
        response: { 200: RotateSeedResponseSchema },
      },
    },
    async (request) => {
      const { revealed, current } = await rotateSeed(
        app.db,
        secret,
        memberOf(request).memberId,
        request.body.client_seed,
      );
      return ok(
        { revealed: revealedSeedToWire(revealed, time), current: activeSeedToWire(current) },
        FAIRNESS_MESSAGES.rotated,
      );
    },
  );

  app.post(
    '/house/fairness/client-seed',
    {
      ...guarded,
      config: {
        closedInMaintenance: true,
        rateLimit: { max: 20, timeWindow: 60_000, hook: 'preHandler', keyGenerator: memberKey('client-seed') },
      },
      schema: {
        tags,
        security,
        summary: 'Sets the client seed of the active pair (only before its first round; otherwise rotate)',
        body: ClientSeedRequestSchema,
        response: { 200: ClientSeedResponseSchema },
      },
    },
    async (request) => {
      const row = await setClientSeed(app.db, secret, memberOf(request).memberId, request.body.client_seed);
      return ok(activeSeedToWire(row), FAIRNESS_MESSAGES.clientSeedSet);
    },
  );

  app.post(
    '/house/:game/play',
    {
      ...guarded,
      config: {
        closedInMaintenance: true,
        rateLimit: { max: 300, timeWindow: 60_000, hook: 'preHandler', keyGenerator: memberKey('house-play') },
      },
      schema: {
        tags,
        security,
        summary:
          'Plays one round of an instant house game (slots, sic-bo, baccarat, dragon-tiger) from the house balance; outcome = OutcomeStream(server seed, client seed, nonce)',
        params: PlayRoundParamsSchema,
        body: PlayRoundRequestSchema,
        response: { 200: PlayRoundResponseSchema },
      },
    },
    async (request) => {
      const { memberId } = memberOf(request);
      const { game } = request.params;
      await assertHouseGamePlayable(app.db, app.services.platforms, game);
      const played = await playHouseRound(app.db, secret, { memberId, game, bets: request.body.bets });
      const { round } = played;
      return ok({
        round_id: Number(played.roundId),
        game,
        seed_id: Number(played.seedId),
        nonce: played.nonce,
        server_seed_hash: played.serverSeedHash,
        client_seed: played.clientSeed,
        outcome: toJsonSafe(round.outcome) as never,
        settlements: round.settlements.map(settlementToWire),
        stake: formatFen(played.stakeFen),
        payout: formatFen(played.payoutFen),
        win_loss: formatFen(played.payoutFen - played.stakeFen),
        balance: formatFen(played.balanceFen),
      });
    },
  );

  app.get(
    '/house/rounds',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary: "The member's rounds, newest first (for history and verification)",
        querystring: HouseRoundsQuerySchema,
        response: { 200: HouseRoundsResponseSchema },
      },
    },
    async (request) => {
      const { game, page: current } = request.query;
      const { rows, total } = await listHouseRounds(app.db, {
        memberId: memberOf(request).memberId,
        game,
        page: current,
        perPage: PER_PAGE,
      });
      return ok(
        page(
          rows.map(({ round, serverSeedHash, clientSeed, revealedServerSeed }) => ({
            round_id: Number(round.id),
            game: round.game,
            game_name: isHouseGameCode(round.game) ? GAME_INFO[round.game].name : round.game,
            seed_id: Number(round.seedId),
            nonce: round.nonce,
            server_seed_hash: serverSeedHash,
            client_seed: clientSeed,
            server_seed: revealedServerSeed,
            bets: storedWireBets(round.bets),
            outcome: round.outcome as never,
            stake: formatFen(round.stakeFen),
            payout: formatFen(round.payoutFen),
            win_loss: formatFen(round.payoutFen - round.stakeFen),
            created_at: time(round.createdAt),
          })),
          total,
          current,
        ),
      );
    },
  );

  app.get(
    '/house/balance',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary: "The member's balance on the house platform",
        response: { 200: HouseBalanceResponseSchema },
      },
    },
    async (request) => ok({ balance: formatFen(await houseBalanceFen(app.db, memberOf(request).memberId)) }),
  );

  // ----- Fast-3 -----

  const drawToWire = (row: Fast3DrawRow) => {
    const result = (row.result ?? { dice: [], sum: 0, isTriple: false }) as {
      dice: number[];
      sum: number;
      isTriple: boolean;
    };
    return {
      draw_no: row.drawNo,
      draw_at: time(row.drawAt),
      dice: result.dice,
      sum: result.sum,
      is_triple: result.isTriple,
      server_seed_hash: row.serverSeedHash,
      server_seed: row.revealedServerSeed,
    };
  };

  app.get(
    '/house/fast3/current',
    {
      schema: {
        tags,
        summary: 'The Fast-3 draw open for betting (its seed hash is published now) and the latest results',
        response: { 200: Fast3CurrentResponseSchema },
      },
    },
    async () => {
      const now = new Date();
      const draw = await fast3.currentDraw(now);
      const { rows } = await fast3.drawnResults(10);
      return ok({
        draw_no: draw.drawNo,
        opens_at: time(draw.opensAt),
        closes_at: time(draw.closesAt),
        draw_at: time(draw.drawAt),
        closes_in_ms: Math.max(0, draw.closesAt.getTime() - now.getTime()),
        draws_in_ms: Math.max(0, draw.drawAt.getTime() - now.getTime()),
        server_time: time(now),
        server_seed_hash: draw.serverSeedHash,
        last_results: rows.map(drawToWire),
      });
    },
  );

  app.post(
    '/house/fast3/bet',
    {
      ...guarded,
      config: {
        closedInMaintenance: true,
        rateLimit: { max: 60, timeWindow: 60_000, hook: 'preHandler', keyGenerator: memberKey('fast3-bet') },
      },
      schema: {
        tags,
        security,
        summary:
          'Bets on an open Fast-3 draw; the stake leaves the house balance now, the payout arrives when the draw settles',
        body: Fast3BetRequestSchema,
        response: { 200: Fast3BetResponseSchema },
      },
    },
    async (request) => {
      const { memberId } = memberOf(request);
      await assertHouseGamePlayable(app.db, app.services.platforms, 'fast3');
      const placed = await fast3.placeBet({ memberId, drawNo: request.body.draw_no, bets: request.body.bets });
      return ok(
        {
          bet_id: fast3BetRecordId(placed.bet.id),
          draw_no: placed.draw.drawNo,
          bets: placed.wire,
          stake: formatFen(placed.stakeFen),
          balance: formatFen(placed.balanceFen),
        },
        '下注成功',
      );
    },
  );

  app.get(
    '/house/fast3/history',
    {
      schema: {
        tags,
        summary: 'Drawn Fast-3 results, newest first, with revealed seeds',
        querystring: Fast3HistoryQuerySchema,
        response: { 200: Fast3HistoryResponseSchema },
      },
    },
    async (request) => {
      const current = request.query.page;
      const { rows, total } = await fast3.drawnResults(PER_PAGE, (current - 1) * PER_PAGE);
      return ok(page(rows.map(drawToWire), total, current));
    },
  );

  app.get(
    '/house/fast3/bets',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary: "The member's Fast-3 bets, newest first",
        querystring: Fast3HistoryQuerySchema,
        response: { 200: Fast3MemberBetsResponseSchema },
      },
    },
    async (request) => {
      const current = request.query.page;
      const { rows, total } = await fast3.memberBets({
        memberId: memberOf(request).memberId,
        page: current,
        perPage: PER_PAGE,
      });
      return ok(
        page(
          rows.map(({ bet, drawNo, result }) => {
            const payout = bet.payoutFen ?? 0n;
            return {
              bet_id: fast3BetRecordId(bet.id),
              draw_no: drawNo,
              bets: storedWireBets(bet.bets),
              stake: formatFen(bet.stakeFen),
              payout: formatFen(payout),
              win_loss: formatFen(bet.state === 1 ? payout - bet.stakeFen : 0n),
              state: bet.state,
              result: bet.state === 1 ? (result as never) : null,
              created_at: time(bet.createdAt),
            };
          }),
          total,
          current,
        ),
      );
    },
  );
};
