export { walletRoutes } from './wallet.routes';
export { gamePlatforms, platformTransfers } from './wallet.tables';
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
  TransferService,
  TransferState,
  TransferDirection,
  TRANSFER_RESULT_MESSAGES,
  type TransferResult,
} from './transfers.service';
export { seedHousePlatform } from './wallet.seed';
export { transferBusinessCheck } from './wallet.checks';
export { countPendingTransfers } from './wallet.queries';
