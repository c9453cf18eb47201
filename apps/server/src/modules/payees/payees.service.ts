import type {
  AdminMemberProfile,
  BankCard,
  BindBankCardRequest,
  BindCardRequest,
  BindWalletRequest,
  SysBank,
  UsdtAddress,
  WalletInfo,
} from '@app/shared/contracts';
import {
  isWalletProtocol,
  toEip55Address,
  validateBankCardBinding,
  validateUsdtBinding,
  validateWalletBinding,
} from '@app/shared/validation';
import { isUniqueViolation, withTransaction } from '../../db/transaction';
import type { Db } from '../../db/types';
import { timeOrEmpty } from '../../lib/admin-list';
import { AppError, refuse } from '../../lib/errors';
import { AUTH_MESSAGES } from '../auth';
import { assertPayPasswordNotLocked, checkPayPassword, findMemberById, lockMemberRow, type Member } from '../members';
import { PAYEE_MESSAGES as M } from './payees.errors';
import {
  countLiveCards,
  countLiveUsdtAddresses,
  findEnabledBank,
  findLiveCard,
  findWalletBinding,
  hasLiveCardNumber,
  hasLiveUsdtAddress,
  insertBankCard,
  insertUsdtAddress,
  insertWalletBinding,
  listAllCards,
  listAllUsdtAddresses,
  listEnabledBanks,
  listLiveCards,
  listLiveUsdtAddresses,
  listWalletBindings,
  unbindLiveCard,
  unbindLiveUsdtAddress,
  type BankCardRow,
} from './payees.repository';

/**
 * Payees (spec-1 §5, §9; spec-2 §3, §9): a member's bank cards, USDT addresses and wallet
 * bindings, and the system bank list. Every write goes through here; every card number that
 * leaves the server is masked by `maskCardNumber`.
 */

/** At most 6 live USDT addresses (spec-2 §9) and 5 live bank cards (spec-1 §9). */
export const MAX_USDT_ADDRESSES = 6;
export const MAX_BANK_CARDS = 5;

/** Every digit but the last four replaced by '*': the one masking of card numbers (members, staff). */
export function maskCardNumber(cardNumber: string): string {
  return cardNumber.length <= 4 ? cardNumber : '*'.repeat(cardNumber.length - 4) + cardNumber.slice(-4);
}

export function toBankCard(card: BankCardRow): BankCard {
  return {
    id: Number(card.id),
    bank_name: card.bankName,
    branch: card.branch,
    card_number: maskCardNumber(card.cardNumber),
    bank_img: card.bankImg,
  };
}

// ---- banks ---------------------------------------------------------------------------------------

/** `gerSysBankInfo` / `banklist`: the enabled banks of the system list, in staff order. */
export async function listSystemBanks(db: Db): Promise<SysBank[]> {
  const rows = await listEnabledBanks(db);
  return rows.map((row) => ({ id: row.id, bank_name: row.bankName, bank_img: row.bankImg }));
}

// ---- cards and USDT addresses ----------------------------------------------------------------------

/** `gerBankInfo` without type: the member's live bank cards. */
export async function listBankCards(db: Db, memberId: bigint): Promise<BankCard[]> {
  return (await listLiveCards(db, memberId)).map(toBankCard);
}

/** `gerBankInfo` with type 2: the member's live USDT addresses (the hidden USDT tab). */
export async function listUsdtAddresses(db: Db, memberId: bigint): Promise<UsdtAddress[]> {
  const rows = await listLiveUsdtAddresses(db, memberId);
  return rows.map((row) => ({ id: Number(row.id), bank: 'USDT', bank_owner: row.protocol, bank_no: row.address }));
}

/** `getcard`: the caller's live bank cards (type 1, numbers masked) or saved USDT addresses (type 2). */
export async function listCards(db: Db, memberId: bigint, type: 1 | 2): Promise<BankCard[] | UsdtAddress[]> {
  return type === 2 ? listUsdtAddresses(db, memberId) : listBankCards(db, memberId);
}

/** The staff profile's cards (live and unbound, numbers masked) and USDT addresses, newest first. */
export async function listPayeesForStaff(
  db: Db,
  memberId: bigint,
  zone: string,
): Promise<{ cards: AdminMemberProfile['cards']; usdtAddresses: AdminMemberProfile['usdt_addresses'] }> {
  const cards = await listAllCards(db, memberId);
  const addresses = await listAllUsdtAddresses(db, memberId);
  return {
    cards: cards.map((card) => ({
      id: Number(card.id),
      bank_name: card.bankName,
      branch: card.branch,
      owner_name: card.ownerName,
      card_number: maskCardNumber(card.cardNumber),
      created_at: timeOrEmpty(card.createdAt, zone),
      deleted_at: timeOrEmpty(card.deletedAt, zone),
    })),
    usdtAddresses: addresses.map((address) => ({
      id: Number(address.id),
      protocol: address.protocol,
      address: address.address,
      created_at: timeOrEmpty(address.createdAt, zone),
      deleted_at: timeOrEmpty(address.deletedAt, zone),
    })),
  };
}

/** Where a withdrawal pays to: one of the member's live cards, or the address bound to a wallet. */
export type MemberPayee =
  | { kind: 'card'; ownerName: string; bankName: string; branch: string; cardNumber: string }
  | { kind: 'wallet'; address: string };

/**
 * The member's live card `cardId`, or the address bound to wallet channel `walletChannelId`;
 * undefined when there is none (another member's card is not found, exactly like a missing one).
 */
export async function findMemberPayee(
  db: Db,
  memberId: bigint,
  target: { cardId: bigint } | { walletChannelId: number },
): Promise<MemberPayee | undefined> {
  if ('cardId' in target) {
    const card = await findLiveCard(db, memberId, target.cardId);
    return card
      ? {
          kind: 'card',
          ownerName: card.ownerName,
          bankName: card.bankName,
          branch: card.branch,
          cardNumber: card.cardNumber,
        }
      : undefined;
  }
  const address = await findWalletBinding(db, memberId, target.walletChannelId);
  return address === undefined ? undefined : { kind: 'wallet', address };
}

async function activeMember(db: Db, memberId: bigint, now: Date): Promise<Member> {
  const member = await findMemberById(db, memberId);
  if (!member) throw new AppError('unauthorized');
  if (member.status !== 'active') throw refuse(AUTH_MESSAGES.frozen);
  assertPayPasswordNotLocked(member, now);
  return member;
}

/**
 * Inserts inside a transaction that holds the member's row, so two bindings at once cannot pass
 * the cap together; the partial unique index catches a duplicate that raced in.
 */
async function insertUnderCap(
  db: Db,
  memberId: bigint,
  work: (tx: Db) => Promise<void>,
  duplicateMessage: string,
): Promise<void> {
  try {
    await withTransaction(db, async (tx) => {
      await lockMemberRow(tx, memberId);
      await work(tx);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw refuse(duplicateMessage);
    throw error;
  }
}

/**
 * `POST /api/bindcard`. `bank: 'USDT'` binds a USDT address (spec-1 §5): address, protocol and pay
 * password required, the address valid for its protocol, the pay password right (failures count
 * toward the lock), at most 6 live addresses, no duplicate. Any other `bank` is the alternate bank
 * form: the rules of spec-1 §5 bank card binding, a bank from the system list, at most 5 cards.
 * Returns the success message.
 */
export async function bindCard(db: Db, memberId: bigint, input: BindCardRequest, now = new Date()): Promise<string> {
  if (input.bank?.trim().toUpperCase() === 'USDT') return bindUsdtAddress(db, memberId, input, now);
  return bindBankCard(db, memberId, input, now);
}

async function bindUsdtAddress(db: Db, memberId: bigint, input: BindCardRequest, now: Date): Promise<string> {
  const protocol = input.bank_owner?.trim().toUpperCase();
  const rawAddress = input.bank_no?.trim();
  const invalid = validateUsdtBinding({ address: rawAddress, protocol, payPassword: input.pay_pass });
  if (invalid) throw refuse(invalid);
  // Validated above: an ERC20 address is stored in its EIP-55 form, so one address has one spelling.
  const address = protocol === 'ERC20' ? toEip55Address(rawAddress ?? '') : (rawAddress ?? '');
  const member = await activeMember(db, memberId, now);
  await checkPayPassword(db, member, input.pay_pass ?? '', now);
  await insertUnderCap(
    db,
    memberId,
    async (tx) => {
      if ((await countLiveUsdtAddresses(tx, memberId)) >= MAX_USDT_ADDRESSES) throw refuse(M.usdtLimit);
      if (await hasLiveUsdtAddress(tx, memberId, address)) throw refuse(M.usdtDuplicate);
      await insertUsdtAddress(tx, memberId, protocol ?? '', address);
    },
    M.usdtDuplicate,
  );
  return M.usdtAdded;
}

async function bindBankCard(db: Db, memberId: bigint, input: BindCardRequest, now: Date): Promise<string> {
  const ownerName = input.bank_owner?.trim() ?? '';
  const cardNumber = input.bank_no?.trim() ?? '';
  const branch = input.bank_address?.trim() ?? '';
  const invalid = validateBankCardBinding(
    { ownerName, bank: input.bank?.trim(), branch, cardNumber, payPassword: input.pay_pass },
    { requireOwnerName: true },
  );
  if (invalid) throw refuse(invalid);
  const bank = await findEnabledBank(db, input.bank?.trim() ?? '');
  if (!bank) throw refuse(M.bankUnknown);
  const member = await activeMember(db, memberId, now);
  await checkPayPassword(db, member, input.pay_pass ?? '', now);
  await insertUnderCap(
    db,
    memberId,
    async (tx) => {
      if ((await countLiveCards(tx, memberId)) >= MAX_BANK_CARDS) throw refuse(M.cardLimit);
      if (await hasLiveCardNumber(tx, memberId, cardNumber)) throw refuse(M.cardDuplicate);
      await insertBankCard(tx, {
        memberId,
        bankId: bank.id,
        bankName: bank.bankName,
        bankImg: bank.bankImg,
        cardNumber,
        branch,
        ownerName,
      });
    },
    M.cardDuplicate,
  );
  return M.cardBound;
}

/**
 * `bindCard` (bank id form). The spec-1 §5 rules without the owner name, in the spec's order, then
 * the shared binding above (`bindcard`'s alternate bank form): enabled bank, fund password with its
 * lock, at most 5 live cards, no duplicate number, under the member's row lock. The holder is the
 * member's real name (cards must be in the member's own name).
 */
export async function bindSystemBankCard(
  db: Db,
  memberId: bigint,
  input: BindBankCardRequest,
  now = new Date(),
): Promise<string> {
  const branch = input.branch?.trim() ?? '';
  const cardNumber = input.card_number?.trim() ?? '';
  const invalid = validateBankCardBinding({ bank: input.id, branch, cardNumber, payPassword: input.pay_pass });
  if (invalid) throw refuse(invalid);
  const member = await findMemberById(db, memberId);
  if (!member) throw new AppError('unauthorized');
  if (!member.realname.trim()) throw refuse(M.realnameRequired);
  return bindCard(
    db,
    memberId,
    {
      bank: input.id,
      bank_owner: member.realname.trim(),
      bank_address: branch,
      bank_no: cardNumber,
      pay_pass: input.pay_pass,
    },
    now,
  );
}

/**
 * `delcard`: unbinds (soft-deletes) one of the caller's live bank cards or USDT addresses. Someone
 * else's id, a deleted one and an unknown one all answer '记录不存在'. Withdrawals keep their own
 * snapshot of the payee, so unbinding changes no order.
 */
export async function unbindCard(db: Db, memberId: bigint, id: string, type: 1 | 2): Promise<void> {
  const rowId = BigInt(id);
  const removed =
    type === 2 ? await unbindLiveUsdtAddress(db, memberId, rowId) : await unbindLiveCard(db, memberId, rowId);
  if (!removed) throw new AppError('notFound', M.notFound);
}

// ---- wallet bindings -----------------------------------------------------------------------------

/** A wallet withdrawal channel as the bindings need it (the channels belong to withdrawals). */
export interface WalletChannel {
  id: number;
  name: string;
  logo: string;
  protocol: string | null;
}

/** The enabled wallet channels (type 2) in staff order; withdrawals provides it (app.ts wires it in). */
export type WalletChannelSource = (db: Db) => Promise<WalletChannel[]>;

/** A channel's protocol as the address rules know it, or null when it has none. */
function protocolOf(channel: WalletChannel) {
  const protocol = channel.protocol?.trim().toUpperCase() ?? '';
  return isWalletProtocol(protocol) ? protocol : null;
}

/** `gerWalletInfo`: every enabled wallet with the caller's bound address. */
export async function listWallets(
  db: Db,
  memberId: bigint,
  walletChannels: WalletChannelSource,
): Promise<WalletInfo[]> {
  const channels = await walletChannels(db);
  const byChannel = await listWalletBindings(db, memberId);
  return channels.map((channel) => {
    const address = byChannel.get(channel.id);
    return {
      id: channel.id,
      name: channel.name,
      logo: channel.logo,
      is_bind: address === undefined ? 0 : 1,
      address: address ?? '',
      protocol: protocolOf(channel) ?? '',
    };
  });
}

/**
 * `bindWallet`: an enabled wallet, address and fund password given, the address valid for the
 * wallet's protocol (ERC20 stored in its EIP-55 form), each wallet bound once, then the fund
 * password (failures count toward the lock). The unique index decides between two binds at once.
 */
export async function bindWallet(
  db: Db,
  memberId: bigint,
  input: BindWalletRequest,
  walletChannels: WalletChannelSource,
  now = new Date(),
): Promise<string> {
  if (input.id === undefined) throw refuse(M.walletRequired);
  const channelId = Number(input.id);
  const channel =
    Number.isSafeInteger(channelId) && channelId <= 2_147_483_647
      ? (await walletChannels(db)).find((candidate) => candidate.id === channelId)
      : undefined;
  if (!channel) throw refuse(M.walletUnavailable);
  const protocol = protocolOf(channel);
  const rawAddress = input.address?.trim() ?? '';
  const invalid = validateWalletBinding({ address: rawAddress, payPassword: input.pay_pass, protocol });
  if (invalid) throw refuse(invalid);
  const address = protocol === 'ERC20' ? toEip55Address(rawAddress) : rawAddress;

  if ((await findWalletBinding(db, memberId, channel.id)) !== undefined) throw refuse(M.walletAlreadyBound);

  const member = await findMemberById(db, memberId);
  if (!member) throw new AppError('unauthorized');
  await checkPayPassword(db, member, input.pay_pass ?? '', now);
  try {
    await insertWalletBinding(db, memberId, channel.id, address);
  } catch (error) {
    if (isUniqueViolation(error)) throw refuse(M.walletAlreadyBound);
    throw error;
  }
  return M.bound;
}
