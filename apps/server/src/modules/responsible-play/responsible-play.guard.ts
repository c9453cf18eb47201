import type { FastifyInstance, FastifyRequest, onRequestHookHandler, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { parseAmountToFen } from '@app/shared/money';
import { clockOf } from '../../lib/clock';
import { memberOf } from '../../lib/request-member';
import {
  assertDepositWithinLimits,
  assertNotRestricted,
  assertStakeWithinLossLimits,
  type RpClock,
} from './responsible-play.service';

/**
 * What responsible play checks on a member route (platform-rules §10; decision 0032):
 * - deposit: no time-out/exclusion, and the amount within every deposit limit;
 * - stake: no time-out/exclusion, and the bets' total stake within every loss limit;
 * - launch: no time-out/exclusion, and no loss limit used up (a third-party game's bets are unseen);
 * - transfer: moving money into a platform is refused like a launch; back to the main wallet is open;
 * - promotion: no time-out/exclusion (bonuses meant for everyone).
 */
export type GuardKind = 'deposit' | 'stake' | 'launch' | 'transfer' | 'promotion';

/**
 * Every member route responsible play guards, in one place ('METHOD /path' as Fastify registers it).
 * The integration test walks every member operation of the OpenAPI document: each is either here or
 * on its explicit list of routes that stay open, so a new money or game route cannot slip past.
 */
export const GUARDED_ROUTES: Readonly<Record<string, GuardKind>> = {
  'POST /api/recharge': 'deposit',
  'POST /api/transfer': 'transfer',
  'POST /api/getGameUrl': 'launch',
  'POST /api/house/:game/play': 'stake',
  'POST /api/house/fast3/bet': 'stake',
  'POST /api/douserredpacket': 'promotion',
  'POST /api/doactivityapply': 'promotion',
  'GET /api/claimTask': 'promotion',
  'GET /api/doUserBox': 'promotion',
};

const recordOf = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

/** A transfer whose target is not the main wallet moves money into a platform. */
const isTransferIntoPlatform = (body: unknown) => recordOf(body).targettype !== 'userbalance';

/** The total stake of a house game request's bets; null when an amount is malformed (the game refuses it). */
function stakeOf(body: unknown): bigint | null {
  const bets = recordOf(body).bets;
  if (!Array.isArray(bets)) return 0n;
  let total = 0n;
  for (const bet of bets) {
    const parsed = parseAmountToFen(recordOf(bet).amount);
    if (!parsed.ok) return null;
    total += parsed.fen;
  }
  return total;
}

const asArray = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/**
 * The guard: an `onRoute` hook (registered before the routes) that adds two hooks to each guarded
 * route. preValidation authenticates and refuses a member in a time-out or exclusion before the body
 * is even checked, so every call of such a member is refused the same way; preHandler (after the
 * body is parsed) checks the limits against the amount asked for.
 */
export const responsiblePlayGuard = fp(async (app: FastifyInstance) => {
  const now = clockOf(app.config);
  const clock = (): RpClock => ({ now: now(), timeZone: app.config.SITE_TZ });

  const restrictionCheck = (kind: GuardKind) => async (request: FastifyRequest) => {
    if (kind === 'transfer' && !isTransferIntoPlatform(request.body)) return;
    await app.requireMember(request);
    await assertNotRestricted(app.db, memberOf(request).memberId, clock());
  };

  const limitCheck = (kind: GuardKind) => async (request: FastifyRequest) => {
    const { memberId } = memberOf(request);
    switch (kind) {
      case 'deposit': {
        const amount = recordOf(request.body).amount;
        if (typeof amount === 'bigint') await assertDepositWithinLimits(app.db, memberId, amount, clock());
        return;
      }
      case 'stake': {
        const stake = stakeOf(request.body);
        if (stake !== null && stake > 0n) await assertStakeWithinLossLimits(app.db, memberId, stake, clock());
        return;
      }
      case 'transfer':
        if (isTransferIntoPlatform(request.body)) await assertStakeWithinLossLimits(app.db, memberId, null, clock());
        return;
      case 'launch':
        await assertStakeWithinLossLimits(app.db, memberId, null, clock());
        return;
      case 'promotion':
        return;
      default: {
        const never: never = kind;
        throw new Error(`unknown guard ${String(never)}`);
      }
    }
  };

  app.addHook('onRoute', (route: RouteOptions) => {
    for (const method of asArray(route.method)) {
      const kind = GUARDED_ROUTES[`${method} ${route.url}`];
      if (!kind) continue;
      route.preValidation = [...asArray(route.preValidation), restrictionCheck(kind)] as onRequestHookHandler[];
      // After the route's own preHandlers (requireMember, rate limits): the member is known.
      route.preHandler = [...asArray(route.preHandler), limitCheck(kind)] as onRequestHookHandler[];
    }
  });
});
