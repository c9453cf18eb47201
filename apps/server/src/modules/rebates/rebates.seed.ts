import { yuanStringToFen } from '@app/shared/money';
import type { Db } from '../../db/types';
import { houseBalanceFen, playHouseRound } from '../games';
import { DEMO_MEMBER, findMemberByUsername } from '../members';
import {
  createDeposit,
  creditDeposit,
  listRechargeChannels,
  listRechargeTypes,
  type PaymentGateways,
} from '../payments';
import { HOUSE_PLATNAME, HousePlatform, PlatformRegistry, transferIn } from '../wallet';

/** No online gateway while seeding: only the offline (bank) channels take the demo deposit. */
const NO_GATEWAYS: PaymentGateways = { get: () => undefined, isDisabled: () => false };

const DEMO_DEPOSIT = '300';
const DEMO_ROUNDS = 24;
/** One sic-bo bet of 10.00 on 大 a round (valid bet 10.00; category joker). */
const DEMO_BETS = [{ type: 'big', amount: '10' }];
const DEMO_STAKE_FEN = 1000n;

/**
 * Demo rebate history (demo mode only): the demo member really plays. A bank deposit of 300 is
 * credited through payments (ledger `deposit:<order>`), 300 moves to 自营游戏 through wallet, and 24
 * sic-bo rounds of 10.00 are played through playHouseRound, so the rebate listener (registered by
 * the caller before seeding) accrues today's rebate row from real valid bets; the ledger check stays
 * green. Rounds stop early if the house balance runs out. Skipped when the demo member or an
 * offline deposit channel is missing (the seed step itself runs once per database).
 */
export async function seedDemoRebates(tx: Db, options: { appSecret: string; timeZone: string }): Promise<void> {
  const member = await findMemberByUsername(tx, DEMO_MEMBER.username);
  if (!member) return;
  const types = await listRechargeTypes(tx, NO_GATEWAYS);
  let channelId: number | undefined;
  for (const type of types) {
    const channels = await listRechargeChannels(tx, NO_GATEWAYS, type.id);
    const custom = channels.find((channel) => channel.allow_custom_amount === 1);
    if (custom) {
      channelId = custom.id;
      break;
    }
  }
  if (channelId === undefined) return;
  const now = new Date();
  const order = await createDeposit(tx, NO_GATEWAYS, {
    memberId: member.id,
    channelId: String(channelId),
    amountFen: yuanStringToFen(DEMO_DEPOSIT),
    timeZone: options.timeZone,
    payPageSecret: options.appSecret,
    now,
  });
  await creditDeposit(tx, { orderNo: order.order_no, actor: { type: 'system', id: 'demo-seed' }, now });

  const platforms = new PlatformRegistry(tx);
  platforms.register('house', () => new HousePlatform(tx));
  await transferIn(tx, platforms, member.id, HOUSE_PLATNAME, yuanStringToFen(DEMO_DEPOSIT), {
    timeZone: options.timeZone,
  });
  for (let round = 0; round < DEMO_ROUNDS; round += 1) {
    if ((await houseBalanceFen(tx, member.id)) < DEMO_STAKE_FEN) break;
    await playHouseRound(tx, options.appSecret, { memberId: member.id, game: 'sic-bo', bets: DEMO_BETS });
  }
}
