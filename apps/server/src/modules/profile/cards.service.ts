import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type {
  BankCard,
  BindBankCardRequest,
  BindWalletRequest,
  SysBank,
  UsdtAddress,
  WalletInfo,
} from '@app/shared/contracts';
import {
  isWalletProtocol,
  toEip55Address,
  validateBankCardBinding,
  validateWalletBinding,
} from '@app/shared/validation';
// The card tables belong to the members module and are shared rows (like the withdrawals module,
// this module reads them through the schema); the rules of binding live in withdrawals.
import { bankCards, banks, usdtAddresses, walletBindings } from '../../db/schema';
import { isUniqueViolation } from '../../db/transaction';
import type { Db } from '../../db/types';
import { AppError, refuse } from '../../lib/errors';
import { findMemberById } from '../members';
import { bindCard, checkPayPassword, listBankCards, listUsdtAddresses, withdrawChannels } from '../withdrawals';
import { PROFILE_MESSAGES as M } from './profile.errors';

/** `gerSysBankInfo` / `banklist`: the enabled banks of the system list, in staff order. */
export async function listSystemBanks(db: Db): Promise<SysBank[]> {
  const rows = await db
    .select({ id: banks.id, bankName: banks.bankName, bankImg: banks.bankImg })
    .from(banks)
    .where(eq(banks.enabled, true))
    .orderBy(asc(banks.sort), asc(banks.id));
  return rows.map((row) => ({ id: row.id, bank_name: row.bankName, bank_img: row.bankImg }));
}

/** `getcard`: the caller's live bank cards (type 1, numbers masked) or saved USDT addresses (type 2). */
export async function listCards(db: Db, memberId: bigint, type: 1 | 2): Promise<BankCard[] | UsdtAddress[]> {
  return type === 2 ? listUsdtAddresses(db, memberId) : listBankCards(db, memberId);
}

/**
 * `delcard`: unbinds (soft-deletes) one of the caller's live bank cards or USDT addresses. Someone
 * else's id, a deleted one and an unknown one all answer '记录不存在'. Withdrawals keep their own
 * snapshot of the payee, so unbinding changes no order.
 */
export async function unbindCard(db: Db, memberId: bigint, id: string, type: 1 | 2): Promise<void> {
  const rowId = BigInt(id);
  const removed =
    type === 2
      ? await db
          .update(usdtAddresses)
          .set({ deletedAt: sql`now()` })
          .where(
            and(eq(usdtAddresses.id, rowId), eq(usdtAddresses.memberId, memberId), isNull(usdtAddresses.deletedAt)),
          )
          .returning({ id: usdtAddresses.id })
      : await db
          .update(bankCards)
          .set({ deletedAt: sql`now()` })
          .where(and(eq(bankCards.id, rowId), eq(bankCards.memberId, memberId), isNull(bankCards.deletedAt)))
          .returning({ id: bankCards.id });
  if (removed.length === 0) throw new AppError('notFound', M.notFound);
}

/**
 * `bindCard` (bank id form). The spec-1 §5 rules without the owner name, in the spec's order, then
 * the shared binding of the withdrawals module (`bindcard`'s alternate bank form): enabled bank,
 * fund password with its lock, at most 5 live cards, no duplicate number, under the member's row
 * lock. The holder is the member's real name (cards must be in the member's own name).
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

type WalletChannel = typeof withdrawChannels.$inferSelect;

async function listWalletChannels(db: Db): Promise<WalletChannel[]> {
  return db
    .select()
    .from(withdrawChannels)
    .where(and(eq(withdrawChannels.type, 2), eq(withdrawChannels.enabled, true)))
    .orderBy(asc(withdrawChannels.sort), asc(withdrawChannels.id));
}

/** A channel's protocol as the address rules know it, or null when it has none. */
function protocolOf(channel: WalletChannel) {
  const protocol = channel.protocol?.trim().toUpperCase() ?? '';
  return isWalletProtocol(protocol) ? protocol : null;
}

/** `gerWalletInfo`: every enabled wallet with the caller's bound address. */
export async function listWallets(db: Db, memberId: bigint): Promise<WalletInfo[]> {
  const channels = await listWalletChannels(db);
  const bindings = await db
    .select({ channelId: walletBindings.channelId, address: walletBindings.address })
    .from(walletBindings)
    .where(eq(walletBindings.memberId, memberId));
  const byChannel = new Map(bindings.map((row) => [row.channelId, row.address]));
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
  now = new Date(),
): Promise<string> {
  if (input.id === undefined) throw refuse(M.walletRequired);
  const channelId = Number(input.id);
  const channel =
    Number.isSafeInteger(channelId) && channelId <= 2_147_483_647
      ? (await listWalletChannels(db)).find((candidate) => candidate.id === channelId)
      : undefined;
  if (!channel) throw refuse(M.walletUnavailable);
  const protocol = protocolOf(channel);
  const rawAddress = input.address?.trim() ?? '';
  const invalid = validateWalletBinding({ address: rawAddress, payPassword: input.pay_pass, protocol });
  if (invalid) throw refuse(invalid);
  const address = protocol === 'ERC20' ? toEip55Address(rawAddress) : rawAddress;

  const [existing] = await db
    .select({ id: walletBindings.id })
    .from(walletBindings)
    .where(and(eq(walletBindings.memberId, memberId), eq(walletBindings.channelId, channel.id)));
  if (existing) throw refuse(M.walletAlreadyBound);

  const member = await findMemberById(db, memberId);
  if (!member) throw new AppError('unauthorized');
  await checkPayPassword(db, member, input.pay_pass ?? '', now);
  try {
    await db.insert(walletBindings).values({ memberId, channelId: channel.id, address });
  } catch (error) {
    if (isUniqueViolation(error)) throw refuse(M.walletAlreadyBound);
    throw error;
  }
  return M.bound;
}
