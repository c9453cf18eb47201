import { bonusPayoutChecks } from '../bonuses';
import { RED_PACKET_LEDGER } from './red-packets.service';
import { redPacketGrabs } from './red-packets.tables';

/**
 * Invariant 4 for red packets (platform-rules §3): every grab has exactly one `bonus_red_packet`
 * transaction referencing it, and every such transaction has its grab. money-modules.ts registers
 * them with the ledger check.
 */
export const RED_PACKET_LEDGER_CHECKS = bonusPayoutChecks({
  kind: 'red_packet',
  table: redPacketGrabs,
  referenceType: RED_PACKET_LEDGER.referenceType,
  rowCheckName: 'red-packet grab payout',
  orphanCheckName: 'red-packet payout without grab',
});
