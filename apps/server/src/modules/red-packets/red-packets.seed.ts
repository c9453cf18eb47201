import type { Db } from '../../db/types';
import { isAppError } from '../../lib/errors';
import { addDays } from '../../lib/time';
import { DEMO_MEMBER, findMemberByUsername } from '../members';
import { seedDemoCreditedDeposit } from '../payments';
import { redPacketDayOf, redPacketDayOn } from './red-packet-rules';
import { grabRedPacket } from './red-packets.service';
import { readRedPacketRules, seedRedPacketRules } from './red-packets.settings';

export { seedRedPacketRules };

const MINUTE = 60_000;

/**
 * Demo red packets (demo mode only, decision 0024), all through the real services: the demo member
 * deposited on the day before the next window and grabbed a packet in that window (history on
 * /welfare), and has deposits counted for the next window (today's while it is not over,
 * otherwise tomorrow's), so /hongbao shows grabs left and either the open window or the next one.
 * Deposits paid in the future are never written: the counted deposit is paid now, or just before
 * today's window opened when the window is open now.
 */
export async function seedDemoRedPackets(
  tx: Db,
  options: { timeZone: string; payPageSecret: string; now?: Date },
): Promise<void> {
  const now = options.now ?? new Date();
  const member = await findMemberByUsername(tx, DEMO_MEMBER.username);
  if (!member) return;
  const rules = await readRedPacketRules(tx);
  const today = redPacketDayOf(rules, now, options.timeZone);
  const target = today.state === 2 ? redPacketDayOn(rules, addDays(today.day, 1), now, options.timeZone) : today;
  const history = redPacketDayOn(rules, addDays(target.day, -1), now, options.timeZone);
  const deposit = (amountFen: bigint, paidAt: Date) =>
    seedDemoCreditedDeposit(tx, {
      memberId: member.id,
      amountFen,
      paidAt,
      timeZone: options.timeZone,
      payPageSecret: options.payPageSecret,
    });

  // Yesterday's (or this morning's) window: a deposit before it opened, then one grab inside it.
  const historyDeposit = new Date(history.countTo.getTime() - 60 * MINUTE);
  if (historyDeposit > history.countFrom && (await deposit(52_000n, historyDeposit))) {
    const middle = new Date((history.opensAt.getTime() + history.closesAt.getTime()) / 2);
    try {
      await grabRedPacket(tx, member.id, { now: middle, timeZone: options.timeZone });
    } catch (error) {
      // Staff rules that give this deposit no packet leave the history without one.
      if (!isAppError(error)) throw error;
    }
  }

  // The next window's counted deposits: paid now, or just before today's window opened.
  const paidAt = target.state === 1 ? new Date(target.countTo.getTime() - 30 * MINUTE) : now;
  await deposit(128_800n, paidAt);
}
