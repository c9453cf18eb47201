import type { CheckMobileCodeRequest, EditPayPasswordRequest, UpdateUserInfoRequest } from '@app/shared/contracts';
import {
  validateBindPhone,
  validateEmail,
  validateNewPayPassword,
  validatePayPasswordChange,
  validatePayPasswordChangeRequest,
} from '@app/shared/validation';
import { isUniqueViolation } from '../../db/transaction';
import type { Db } from '../../db/types';
import { AppError, refuse } from '../../lib/errors';
import { hashPassword } from '../../lib/passwords';
import { formatDay } from '../../lib/time';
import { normalizeMobile, type SmsService } from '../auth';
import {
  bindMobileIfNone,
  checkPayPassword,
  findMemberById,
  findMemberByMobile,
  setPayPasswordHash,
  updateContactFields,
  type Member,
} from '../members';
import { PROFILE_MESSAGES as M } from './profile.errors';

async function memberOrUnauthorized(db: Db, memberId: bigint): Promise<Member> {
  const member = await findMemberById(db, memberId);
  if (!member) throw new AppError('unauthorized');
  return member;
}

/**
 * `editPayPassword`: the spec-1 §5 change rules in their order (the confirmation ones only when a
 * confirmation is sent), the new one 6 digits, then the old one checked like every fund password
 * (wrong ones count toward the 1-hour lock). Form mistakes never burn an attempt.
 */
export async function changePayPassword(
  db: Db,
  memberId: bigint,
  input: EditPayPasswordRequest,
  now = new Date(),
): Promise<void> {
  const fields = { oldPassword: input.password, newPassword: input.paypassword };
  const invalid =
    input.confirmPass === undefined
      ? validatePayPasswordChangeRequest(fields)
      : (validatePayPasswordChange({ ...fields, confirmPassword: input.confirmPass }) ??
        validateNewPayPassword(fields));
  if (invalid) throw refuse(invalid);
  const member = await memberOrUnauthorized(db, memberId);
  await checkPayPassword(db, member, input.password ?? '', now);
  const payPasswordHash = await hashPassword(input.paypassword ?? '');
  await setPayPasswordHash(db, memberId, payPasswordHash);
}

/**
 * `checkMobileCode`: binds a phone once (platform-rules §2). Order: the binding pattern
 * ('请输入正确手机号'), a phone already bound to the caller, the phone bound to someone else, the
 * code given, then the SMS code itself (consumed). The update only fills an empty `mobile`, and
 * the unique index decides between two members binding one phone at once.
 */
export async function bindMobile(
  db: Db,
  sms: SmsService,
  memberId: bigint,
  input: CheckMobileCodeRequest,
): Promise<void> {
  const invalid = validateBindPhone({ phone: input.mobile?.trim() });
  if (invalid) throw refuse(invalid);
  const mobile = normalizeMobile(input.mobile ?? '');
  const member = await memberOrUnauthorized(db, memberId);
  if (member.mobile) throw refuse(M.mobileAlreadyBound);
  const holder = await findMemberByMobile(db, mobile);
  if (holder && holder.id !== memberId) throw refuse(M.mobileTakenByOther);
  if (!input.auth_code?.trim()) throw refuse(M.codeRequired);
  // Outside a transaction: a wrong code must stay counted against the code.
  await sms.verify(db, mobile, input.auth_code);
  try {
    if (!(await bindMobileIfNone(db, memberId, mobile))) throw refuse(M.mobileAlreadyBound);
  } catch (error) {
    if (isUniqueViolation(error)) throw refuse(M.mobileTakenByOther);
    throw error;
  }
}

const BIRTHDAY_SHAPE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day between 1900-01-01 and today (site day). */
export function isValidBirthday(value: string, today: string): boolean {
  const match = BIRTHDAY_SHAPE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real && value >= '1900-01-01' && value <= today;
}

/**
 * `updateuserinfo`: e-mail ('请输入正确邮箱') and birthday (YYYY-MM-DD). Blank or missing fields
 * stay as they are (clients send the stored values along); `mobile` is never written here.
 * A request that changes nothing came from the e-mail form with an empty field.
 */
export async function updateProfile(
  db: Db,
  memberId: bigint,
  input: UpdateUserInfoRequest,
  options: { timeZone: string; now?: Date },
): Promise<void> {
  const email = input.email?.trim() ?? '';
  const birthday = input.birthday?.trim() ?? '';
  const changes: { email?: string; birthday?: string } = {};
  if (email !== '') {
    const invalid = validateEmail({ email });
    if (invalid) throw refuse(invalid);
    changes.email = email;
  }
  if (birthday !== '') {
    if (!isValidBirthday(birthday, formatDay(options.now ?? new Date(), options.timeZone)))
      throw refuse(M.birthdayInvalid);
    changes.birthday = birthday;
  }
  if (changes.email === undefined && changes.birthday === undefined) {
    throw refuse(validateEmail({ email }) ?? M.birthdayInvalid);
  }
  await memberOrUnauthorized(db, memberId);
  await updateContactFields(db, memberId, changes);
}
