export {
  grabRedPacket,
  listRedPacketRecords,
  RED_PACKET_LEDGER,
  RED_PACKET_PAGE_SIZE,
  redPacketData,
  redPacketSummary,
  type GrabResult,
  type RedPacketClock,
} from './red-packets.service';
export {
  DEFAULT_RED_PACKET_RULES,
  drawPacket,
  grabsFor,
  packetBounds,
  redPacketDayOf,
  type RedPacketRules,
  type RedPacketTier,
} from './red-packet-rules';
export { readRedPacketRules, RED_PACKET_RULES_KEY } from './red-packets.settings';
export { RED_PACKET_MESSAGES } from './red-packets.errors';
export { RED_PACKET_LEDGER_CHECKS } from './red-packets.checks';
export { seedDemoRedPackets, seedRedPacketRules } from './red-packets.seed';
