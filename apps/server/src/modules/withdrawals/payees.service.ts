import type { BankCard, BindCardRequest, UsdtAddress } from '@app/shared/contracts';
import { toEip55Address, validateBankCardBinding, validateUsdtBinding } from '@app/shared/validation';
import { isUniqueViolation, withTransaction } from '../../db/transaction';
import type { Db } from '../../db/types';
import { AppError, refuse } from '../../lib/errors';
import { AUTH_MESSAGES } from '../auth';
import { findMemberById, type Member } from '../members';
import { assertPayPasswordNotLocked, checkPayPassword } from './pay-password.service';
import {
  countLiveCards,
  countLiveUsdtAddresses,
  findEnabledBank,
  hasLiveCardNumber,
  hasLiveUsdtAddress,
  insertBankCard,
  insertUsdtAddress,
  listLiveCards,
  listLiveUsdtAddresses,
  lockMember,
  type BankCardRow,
} from './withdrawals.repository';
import { WITHDRAW_SERVER_MESSAGES as M } from './withdrawals.errors';

/** At most 6 live USDT addresses (spec-2 §9) and 5 live bank cards (spec-1 §9). */
export const MAX_USDT_ADDRESSES = 6;
export const MAX_BANK_CARDS = 5;

/** Every digit but the last four replaced by '*'. */
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

/** `gerBankInfo` without type: the member's live bank cards. */
export async function listBankCards(db: Db, memberId: bigint): Promise<BankCard[]> {
  return (await listLiveCards(db, memberId)).map(toBankCard);
}

/** `gerBankInfo` with type 2: the member's live USDT addresses (the hidden USDT tab). */
export async function listUsdtAddresses(db: Db, memberId: bigint): Promise<UsdtAddress[]> {
  const rows = await listLiveUsdtAddresses(db, memberId);
  return rows.map((row) => ({ id: Number(row.id), bank: 'USDT', bank_owner: row.protocol, bank_no: row.address }));
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
      await lockMember(tx, memberId);
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
