import { eq } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { hashPassword } from '../../lib/passwords';
import { houseBalanceFen, playHouseRound } from '../games';
import { createMember, findMemberByUsername } from '../members';
import {
  createDeposit,
  creditDeposit,
  listRechargeChannels,
  listRechargeTypes,
  type PaymentGateways,
} from '../payments';
import { HOUSE_PLATNAME, HousePlatform, PlatformRegistry, transferIn } from '../wallet';
import { commissionPlans } from './agents.tables';
import { findAgent, insertAgent } from './agents.repository';
import { lastCompleteCycle } from './commission-cycles';
import { settleCommissionCycle, type SettleResult } from './commission.service';
import { DEFAULT_PLAN_NAME } from './plans.seed';
import { DEMO_AGENT } from './portal.seed';

/**
 * The demo tree, top down: agent888 (1.20 %) → agent777 (0.80 %) → agent666 (0.50 %), on the default
 * weekly valid-bet plan, each with two direct members registered with the agent as referrer.
 */
const TREE = [
  { username: DEMO_AGENT.username, realname: '演示代理', rate: '1.20', members: ['ag888m01', 'ag888m02'] },
  { username: 'agent777', realname: '演示二级代理', rate: '0.80', members: ['ag777m01', 'ag777m02'] },
  { username: 'agent666', realname: '演示三级代理', rate: '0.50', members: ['ag666m01', 'ag666m02'] },
] as const;
const MEMBER_PASSWORD = 'demo8888';

/** The demo members of the tree, top agent's first (the history seed and its test read them). */
export const DEMO_AGENT_MEMBERS: readonly string[] = TREE.flatMap((level) => level.members);

/**
 * The demo agent tree (every demo start): agent888 (the portal's demo agent, decision 0030, made here
 * or by the portal seed, whichever runs first), agent777 under it, agent666 under that, each an agent
 * by insertAgent under the one above, and two direct members per agent. Accounts that exist are
 * kept; no money here (the history step plays).
 */
export async function seedDemoAgents(tx: Db): Promise<void> {
  const [plan] = await tx.select().from(commissionPlans).where(eq(commissionPlans.name, DEFAULT_PLAN_NAME));
  if (!plan) return;
  const agentHash = await hashPassword(DEMO_AGENT.password);
  const payHash = await hashPassword(DEMO_AGENT.payPassword);
  let memberHash: string | undefined;
  let parentId: bigint | undefined;
  for (const level of TREE) {
    const agent =
      (await findMemberByUsername(tx, level.username)) ??
      (await createMember(tx, {
        username: level.username,
        passwordHash: agentHash,
        payPasswordHash: payHash,
        realname: level.realname,
        registerIp: '127.0.0.1',
        ...(parentId === undefined ? {} : { referrerId: parentId }),
      }));
    if (!(await findAgent(tx, agent.id))) {
      await insertAgent(tx, { memberId: agent.id, parentMemberId: parentId, planId: plan.id, ratePercent: level.rate });
    }
    for (const username of level.members) {
      if (await findMemberByUsername(tx, username)) continue;
      memberHash ??= await hashPassword(MEMBER_PASSWORD);
      await createMember(tx, {
        username,
        passwordHash: memberHash,
        payPasswordHash: payHash,
        realname: '演示团队会员',
        registerIp: '127.0.0.1',
        referrerId: agent.id,
      });
    }
    parentId = agent.id;
  }
}

/** No online gateway while seeding: only the offline (bank) channels take the demo deposits. */
const NO_GATEWAYS: PaymentGateways = { get: () => undefined, isDisabled: () => false };
const DEPOSIT_FEN = 50_000n;
const ROUNDS = 4;
const STAKE_FEN = 10_000n;

/**
 * Demo money history of the tree (demo mode with SEED_DEMO_HISTORY ≠ 0): each team member deposits
 * 500.00 through payments (credited at a time inside last week), moves it to 自营游戏 and plays four
 * sic-bo rounds of 100.00 on 大 through playHouseRound with a time inside last week, so the bet
 * records really settle in that cycle. Then last week is settled by the settlement itself
 * (settleCommissionCycle): the statements are what the data gives, paid through the ledger when
 * within the plan's approval limit. Returns the settlement (undefined when something is missing).
 */
export async function seedDemoAgentHistory(
  tx: Db,
  options: { appSecret: string; timeZone: string; now?: Date },
): Promise<SettleResult | undefined> {
  const now = options.now ?? new Date();
  const top = await findMemberByUsername(tx, DEMO_AGENT.username);
  const agent = top ? await findAgent(tx, top.id) : undefined;
  if (!agent) return undefined;
  const [plan] = await tx.select().from(commissionPlans).where(eq(commissionPlans.id, agent.planId));
  if (!plan || plan.cycle !== 'week') return undefined;
  const channelId = await offlineChannelId(tx);
  if (channelId === undefined) return undefined;
  const cycle = lastCompleteCycle('week', now, options.timeZone);

  const platforms = new PlatformRegistry(tx);
  platforms.register('house', () => new HousePlatform(tx));
  let index = 0;
  for (const username of DEMO_AGENT_MEMBERS) {
    const member = await findMemberByUsername(tx, username);
    if (!member) continue;
    // Tuesday to Saturday of last week, a few hours apart: inside the cycle in any time zone offset.
    const at = (minutes: number) => new Date(cycle.start.getTime() + (26 + index * 7) * 3_600_000 + minutes * 60_000);
    index += 1;
    const order = await createDeposit(tx, NO_GATEWAYS, {
      memberId: member.id,
      channelId: String(channelId),
      amountFen: DEPOSIT_FEN,
      timeZone: options.timeZone,
      payPageSecret: options.appSecret,
      now: at(0),
    });
    await creditDeposit(tx, { orderNo: order.order_no, actor: { type: 'system', id: 'demo-seed' }, now: at(5) });
    await transferIn(tx, platforms, member.id, HOUSE_PLATNAME, DEPOSIT_FEN, { timeZone: options.timeZone });
    for (let round = 0; round < ROUNDS; round += 1) {
      if ((await houseBalanceFen(tx, member.id)) < STAKE_FEN) break;
      await playHouseRound(tx, options.appSecret, {
        memberId: member.id,
        game: 'sic-bo',
        bets: [{ type: 'big', amount: String(STAKE_FEN / 100n) }],
        now: at(10 + round),
      });
    }
  }
  return settleCommissionCycle(tx, plan, cycle, {
    ranBy: 'demo-seed',
    actor: { type: 'system', id: 'demo-seed' },
    now,
  });
}

async function offlineChannelId(tx: Db): Promise<number | undefined> {
  for (const type of await listRechargeTypes(tx, NO_GATEWAYS)) {
    const channels = await listRechargeChannels(tx, NO_GATEWAYS, type.id);
    const custom = channels.find((channel) => channel.allow_custom_amount === 1);
    if (custom) return custom.id;
  }
  return undefined;
}
