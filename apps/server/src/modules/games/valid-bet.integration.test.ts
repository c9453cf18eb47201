import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ENV } from '../../../test/factories';
import { memberHelpers } from '../../../test/members';
import { PAY_PASSWORD, payeeHelpers } from '../../../test/payees';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { testDriver } from '../../../test/test-database';
import { withTransaction } from '../../db/transaction';
import { loadBusinessRowChecks } from '../../money-modules';
import { businessRowChecks, runLedgerCheck } from '../ledger';
import { getTurnoverRequirement, raiseTurnover } from '../turnover';
import { transferIn } from '../wallet';
import { addAfterBetSettledListener, type BetSettledEvent, removeAfterBetSettledListener } from './bet-settled.hooks';
import { Fast3Service } from './fast3.service';

// Decision 0021 end to end: the valid bet of a round is the hedging rule's, in bet_records, in the
// turnover and in the bet-settled event, so a hedged round clears no turnover requirement.

let testApp: TestApp;
let app: FastifyInstance;
const events: BetSettledEvent[] = [];

beforeAll(async () => {
  testApp = await createTestApp({ env: TEST_ENV });
  app = testApp.app;
  loadBusinessRowChecks();
  addAfterBetSettledListener('valid-bet-test', (_tx, event) => {
    events.push(event);
    return Promise.resolve();
  });
});
afterAll(async () => {
  removeAfterBetSettledListener('valid-bet-test');
  await testApp.close();
});

const helpers = memberHelpers(() => testApp);
const { api, sql } = helpers;
const { addCard } = payeeHelpers(() => testApp);

/** A member with 2,000.00 on the main wallet, a 498.00 turnover requirement and 1,080.00 in the house games. */
async function memberOwing498() {
  const member = await helpers.newMember({ mobile: true, fen: 200_000n });
  await withTransaction(testApp.database.db, (tx) =>
    raiseTurnover(tx, {
      memberId: member.id,
      source: 'deposit',
      referenceId: `valid-bet-${member.id}`,
      amountFen: 49_800n,
      multiple: '1',
    }),
  );
  await transferIn(app.db, app.services.platforms, member.id, 'house', 108_000n);
  return member;
}

async function validBetsOf(memberId: bigint) {
  const rows = await sql<{ valid_bet_fen: string; stake_fen: string }>(
    'select valid_bet_fen::text, stake_fen::text from bet_records where member_id = $1 order by id',
    [memberId.toString()],
  );
  return rows.map((row) => [BigInt(row.stake_fen), BigInt(row.valid_bet_fen)]);
}

async function expectLedgerOk() {
  const report = await runLedgerCheck(app.db, businessRowChecks());
  expect(report.invariants.filter((invariant) => !invariant.ok)).toEqual([]);
}

describe('valid bet of hedged rounds (issue #15)', () => {
  it('12 sic-bo rounds of 大 45 + 小 45 count 0 and do not clear a 498.00 requirement; withdrawing is refused', async () => {
    const member = await memberOwing498();
    for (let round = 0; round < 12; round += 1) {
      const { body } = await api('/api/house/sic-bo/play', member.token, {
        bets: [
          { type: 'big', amount: 45 },
          { type: 'small', amount: 45 },
        ],
      });
      expect(body.code).toBe(200);
      expect(body.data.stake).toBe('90.00');
      expect(body.data.settlements.map((s: { valid_bet: string }) => s.valid_bet)).toEqual(['0.00', '0.00']);
    }
    expect(await validBetsOf(member.id)).toEqual(Array.from({ length: 12 }, () => [9_000n, 0n]));
    const mine = events.filter((event) => event.memberId === member.id);
    expect(mine).toHaveLength(12);
    expect(mine.every((event) => event.validBetFen === 0n && event.stakeFen === 9_000n)).toBe(true);
    expect(await getTurnoverRequirement(app.db, member.id)).toEqual({
      outstandingFen: 49_800n,
      totalRequiredFen: 49_800n,
      totalValidBetFen: 0n,
    });

    const cardId = await addCard(member);
    const { body } = await api('/api/withdraw', member.token, {
      type: 1,
      bank: cardId,
      amount: 100,
      password: PAY_PASSWORD,
    });
    expect(body).toMatchObject({ code: 422, message: '您还需完成打码量 498.00 元才能提现' });
    await expectLedgerOk();
  });

  it('the same rounds with 大 45 alone count 45.00 each and do clear it', async () => {
    const member = await memberOwing498();
    for (let round = 0; round < 12; round += 1) {
      const { body } = await api('/api/house/sic-bo/play', member.token, { bets: [{ type: 'big', amount: 45 }] });
      expect(body.code).toBe(200);
    }
    expect(await validBetsOf(member.id)).toEqual(Array.from({ length: 12 }, () => [4_500n, 4_500n]));
    expect(await getTurnoverRequirement(app.db, member.id)).toMatchObject({
      outstandingFen: 0n,
      totalValidBetFen: 54_000n,
    });
    const cardId = await addCard(member);
    const { body } = await api('/api/withdraw', member.token, {
      type: 1,
      bank: cardId,
      amount: 100,
      password: PAY_PASSWORD,
    });
    expect(body.code).toBe(200);
    await expectLedgerOk();
  });

  it('an uneven 庄/闲 hedge counts the difference; a 龙/虎 hedge counts 0', async () => {
    const member = await memberOwing498();
    const baccarat = await api('/api/house/baccarat/play', member.token, {
      bets: [
        { type: 'banker', amount: 100 },
        { type: 'player', amount: 30 },
        { type: 'tie', amount: 5 },
      ],
    });
    expect(baccarat.body.code).toBe(200);
    const dragonTiger = await api('/api/house/dragon-tiger/play', member.token, {
      bets: [
        { type: 'dragon', amount: 50 },
        { type: 'tiger', amount: 50 },
      ],
    });
    expect(dragonTiger.body.code).toBe(200);
    const [coup, deal] = await validBetsOf(member.id);
    // 庄 100 vs 闲 30: 70 unless the coup was a tie (both pushed); 和 5 always counts.
    expect(coup).toEqual([13_500n, baccarat.body.data.outcome.winner === 'tie' ? 500n : 7_500n]);
    expect(deal).toEqual([10_000n, 0n]);
    await expectLedgerOk();
  });

  it('Fast-3: 大 and 小 on separate placements of one draw still hedge, whichever settles first', async () => {
    const hedger = await memberOwing498();
    const uneven = await memberOwing498();
    const current = (await helpers.get('/api/house/fast3/current')).body;
    const drawNo: string = current.data.draw_no;
    const place = async (token: string, type: string, amount: number) => {
      const { body } = await api('/api/house/fast3/bet', token, { draw_no: drawNo, bets: [{ type, amount }] });
      expect(body.code).toBe(200);
      return body.data.bet_id as string;
    };
    await place(hedger.token, 'big', 45);
    await place(hedger.token, 'small', 45);
    await place(uneven.token, 'small', 40);
    await place(uneven.token, 'big', 100);

    const [draw] = await sql<{ draw_at: Date }>('select draw_at from fast3_draws where draw_no = $1', [drawNo]);
    const service = new Fast3Service(app.db, testApp.config.appSecret, testApp.config.SITE_TZ);
    await service.tick(new Date(new Date(draw!.draw_at).getTime() + 1_000));

    expect(await validBetsOf(hedger.id)).toEqual([
      [4_500n, 0n],
      [4_500n, 0n],
    ]);
    // The draw counts 100 − 40 = 60, split in placement order: the first slip its own 40, the second the rest.
    expect(await validBetsOf(uneven.id)).toEqual([
      [4_000n, 4_000n],
      [10_000n, 2_000n],
    ]);
    expect((await getTurnoverRequirement(app.db, hedger.id)).totalValidBetFen).toBe(0n);
    expect((await getTurnoverRequirement(app.db, uneven.id)).totalValidBetFen).toBe(6_000n);
    await expectLedgerOk();
  });
});

describe.runIf(testDriver() === 'pg')('Fast-3 hedged slips settled by racing instances (PostgreSQL)', () => {
  it('gives every slip the same share whoever settles it, pays once, and keeps the ledger whole', async () => {
    const current = (await helpers.get('/api/house/fast3/current')).body;
    const drawNo: string = current.data.draw_no;
    // Per member, slips in placement order and the draw's expected split (decision 0021).
    const plans: { slips: [string, number][]; shares: bigint[] }[] = [
      {
        slips: [
          ['big', 45],
          ['small', 45],
          ['odd', 10],
        ],
        shares: [1_000n, 0n, 0n],
      },
      {
        slips: [
          ['small', 40],
          ['big', 100],
          ['even', 30],
          ['odd', 30],
        ],
        shares: [4_000n, 2_000n, 0n, 0n],
      },
      {
        slips: [
          ['big', 20],
          ['big', 20],
          ['small', 50],
        ],
        shares: [1_000n, 0n, 0n],
      },
    ];
    const members = [];
    for (const plan of plans) {
      const member = await memberOwing498();
      for (const [type, amount] of plan.slips) {
        const { body } = await api('/api/house/fast3/bet', member.token, { draw_no: drawNo, bets: [{ type, amount }] });
        expect(body.code).toBe(200);
      }
      members.push(member);
    }
    const [draw] = await sql<{ draw_at: Date }>('select draw_at from fast3_draws where draw_no = $1', [drawNo]);
    const at = new Date(new Date(draw!.draw_at).getTime() + 1_000);
    // Three instances settle the same draw at once.
    const instances = [0, 1, 2].map(() => new Fast3Service(app.db, testApp.config.appSecret, testApp.config.SITE_TZ));
    const runs = await Promise.all(instances.map((service) => service.tick(at)));
    const memberIds = members.map((member) => member.id.toString());
    const settledBets = runs.reduce((sum, run) => sum + run.settledBets, 0);
    const [slipCount] = await sql<{ n: string }>(
      'select count(*)::text as n from fast3_bets where member_id = any($1::bigint[]) and state = 1',
      [memberIds],
    );
    expect(Number(slipCount!.n)).toBe(10);
    expect(settledBets).toBeGreaterThanOrEqual(10);

    for (const [index, member] of members.entries()) {
      const rows = await validBetsOf(member.id);
      expect(rows.map(([, valid]) => valid)).toEqual(plans[index]!.shares);
      const sum = plans[index]!.shares.reduce((total, share) => total + share, 0n);
      expect((await getTurnoverRequirement(app.db, member.id)).totalValidBetFen).toBe(sum);
      const [payouts] = await sql<{ n: string }>(
        `select count(*)::text as n from ledger_transactions t join fast3_bets b on t.reference_id = b.id::text
          where t.kind = 'fast3_payout' and b.member_id = $1`,
        [member.id.toString()],
      );
      const [winning] = await sql<{ n: string }>(
        'select count(*)::text as n from fast3_bets where member_id = $1 and payout_fen > 0',
        [member.id.toString()],
      );
      expect(payouts!.n).toBe(winning!.n);
    }
    await expectLedgerOk();
  });
});
