export {
  bindCard,
  findMemberPayee,
  listBankCards,
  listPayeesForStaff,
  listUsdtAddresses,
  maskCardNumber,
  MAX_BANK_CARDS,
  MAX_USDT_ADDRESSES,
  type MemberPayee,
  type WalletChannel,
  type WalletChannelSource,
} from './payees.service';
export { listWalletBindings } from './payees.repository';
export { seedBanks } from './payees.seed';
export { PAYEE_MESSAGES } from './payees.errors';
