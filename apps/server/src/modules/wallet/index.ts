export { HousePlatform, HOUSE_PLATNAME } from './house-platform';
export { PlatformRegistry, WALLET_MESSAGES, type GamePlatform } from './platform-registry';
export {
  transferableFen,
  type PlatformAdapter,
  type TransferOutcome,
  type TransferQueryOutcome,
} from './platform-adapter';
export { ScriptedPlatform, type ScriptedBehaviour } from './scripted-platform';
export {
  listMemberTransfers,
  moveAllInto,
  reconcilePendingTransfers,
  recallAll,
  requestTransfer,
  settleTransfer,
  transferIn,
  transferOut,
  TransferState,
  TransferDirection,
  TRANSFER_LEDGER,
  TRANSFER_REFERENCE_TYPE,
  TRANSFER_RESULT_MESSAGES,
  type TransferResult,
} from './transfers.service';
export { seedHousePlatform } from './wallet.seed';
export { transferBusinessCheck } from './wallet.checks';
export { enabledPlatformNames, findGamePlatform, platformNamesByPlatname } from './platforms.repository';
export { pendingTransferCountOf, pendingTransferCounts } from './transfers.stats';
