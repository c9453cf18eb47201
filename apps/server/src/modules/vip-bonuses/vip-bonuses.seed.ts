import type { Db } from '../../db/types';
import { houseBalanceFen, playHouseRound, rotateSeed } from '../games';
import { DEMO_MEMBER, findMemberByUsername } from '../members';
import {
  createDeposit,
  creditDeposit,
  listRechargeChannels,
  listRechargeTypes,
  type PaymentGateways,
} from '../payments';
import { HOUSE_PLATNAME, HousePlatform, PlatformRegistry, transferIn } from '../wallet';

/** Bank transfer needs no gateway: the demo deposit goes through our offline channel. */
const NO_GATEWAYS: PaymentGateways = { get: () => undefined, isDisabled: () => false };

const DEMO_DEPOSIT_FEN = 300_000n; // 3,000.00: VIP1's recharge (1,000) and 60 % of VIP2's (5,000)
const DEMO_STAKE_FEN = 10_000n;
const DEMO_FLOW_FEN = 500_000n; // VIP1's flow (5,000.00)

/**
 * Demo VIP history (demo mode only): the demo member deposits 3,000.00 through the bank-transfer
 * channel (an order credited by the deposit service, so the VIP listener runs in its transaction),
 * moves it to the house games and plays sic-bo (大, real rounds through the game service) until its
 * lifetime valid bet reaches VIP1's flow: the settled bet's listener raises it to VIP1 and creates
 * the claimable VIP1 promotion bonus. Needs the promotion listeners registered (seeds.ts does it).
 * The demo ends with empty wallets (its 3,000.00 lost to the house), paysum 3,000.00 (VIP bar 60 %
 * towards VIP2) and the 18.00 bonus to claim.
 */
export async function seedDemoVip(db: Db, options: { appSecret: string; timeZone: string }): Promise<void> {
  const member = await findMemberByUsername(db, DEMO_MEMBER.username);
  if (!member) return;
  const bankType = (await listRechargeTypes(db, NO_GATEWAYS)).find((type) => type.name === '银行卡转账');
  if (!bankType) return;
  const [channel] = await listRechargeChannels(db, NO_GATEWAYS, bankType.id);
  if (!channel) return;
  const order = await createDeposit(db, NO_GATEWAYS, {
    memberId: member.id,
    channelId: String(channel.id),
    amountFen: DEMO_DEPOSIT_FEN,
    timeZone: options.timeZone,
    payPageSecret: options.appSecret,
  });
  await creditDeposit(db, { orderNo: order.order_no, actor: { type: 'system', id: 'demo-seed' }, now: new Date() });

  const platforms = new PlatformRegistry(db);
  platforms.register('house', () => new HousePlatform(db));
  await transferIn(db, platforms, member.id, HOUSE_PLATNAME, DEMO_DEPOSIT_FEN, { timeZone: options.timeZone });
  // Until VIP1's flow is reached: 大 at 100.00 a round. Then the rest is staked whole on 大 until
  // it is gone (a few rounds), so the demo wallets start empty as before (the other demos and
  // end-to-end tests begin from a member without money); what stays is the history.
  let flowFen = 0n;
  for (let round = 0; round < 200; round += 1) {
    const balanceFen = await houseBalanceFen(db, member.id);
    const stakeFen = flowFen < DEMO_FLOW_FEN ? (balanceFen < DEMO_STAKE_FEN ? balanceFen : DEMO_STAKE_FEN) : balanceFen;
    const stakeYuan = stakeFen / 100n;
    if (stakeYuan <= 0n) break;
    const played = await playHouseRound(db, options.appSecret, {
      memberId: member.id,
      game: 'sic-bo',
      bets: [{ type: 'big', amount: Number(stakeYuan) }],
    });
    flowFen += played.stakeFen;
  }
  // The seeded rounds' server seed is revealed (they can be verified), and the member starts a new pair.
  await rotateSeed(db, options.appSecret, member.id, undefined);
}
