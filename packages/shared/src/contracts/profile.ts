import { z } from 'zod';
import { DateTimeStringSchema, envelopeOf, PageNumberSchema, pageOf } from './envelope';
import { idField, intEnum, textField } from './fields';
import { BankCardSchema, UsdtAddressSchema } from './withdrawals';

// Member centre, account settings, cards and wallets, messages and customer service
// (spec-1 §2, §3, §7; platform-rules §2, §8). Empty or missing text fields pass here so the
// server answers the spec's own Chinese message; over-long or mistyped ones are a 400.

/** A blank request value ('' or null) counts as not given. */
const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

const optionalId = z.preprocess(blankToUndefined, idField.optional());

// ---- avatar ------------------------------------------------------------------------------------

// The limits and messages are plain constants in their own file, so the member site can read them
// without loading zod (decision 0015).
export { AVATAR_LIMITS, AVATAR_MESSAGES } from './avatar-limits';

/** `POST /api/uploadimg` (multipart, field `file`): the new avatar's address. */
export const AvatarUploadSchema = z.object({
  /** '/uploads/avatars/<random>.png', also in userInfo.avatar from now on. */
  avatar: z.string(),
});
export const AvatarUploadResponseSchema = envelopeOf(AvatarUploadSchema);

// ---- account settings --------------------------------------------------------------------------

/**
 * `POST /api/editPayPassword`: `password` is the old fund password, `paypassword` the new one
 * (6 digits). `confirmPass`, when sent, must equal the new one.
 */
export const EditPayPasswordRequestSchema = z.object({
  password: textField(64),
  paypassword: textField(64),
  confirmPass: textField(64),
});
export type EditPayPasswordRequest = z.infer<typeof EditPayPasswordRequestSchema>;

/** `POST /api/checkMobileCode`: binds the phone once the SMS code (from `GET /api/registerNote`) checks out. */
export const CheckMobileCodeRequestSchema = z.object({
  mobile: textField(20),
  auth_code: textField(12),
});
export type CheckMobileCodeRequest = z.infer<typeof CheckMobileCodeRequestSchema>;

/**
 * `POST /api/updateuserinfo`: sets `email` and / or `birthday` (YYYY-MM-DD). A blank or missing
 * field is left as it is. `mobile` is accepted and ignored (a phone is bound only through
 * checkMobileCode); any other field is ignored.
 */
export const UpdateUserInfoRequestSchema = z.object({
  mobile: z.unknown().optional().describe('ignored: bind a phone with checkMobileCode'),
  birthday: textField(20),
  email: textField(254),
});
export type UpdateUserInfoRequest = z.infer<typeof UpdateUserInfoRequestSchema>;

/** `POST /api/getAgentLoginUrl`'s answer, once an agent portal exists. */
export const UrlSchema = z.object({ url: z.string() });
export const UrlResponseSchema = envelopeOf(UrlSchema);

// ---- banks, cards and wallets ------------------------------------------------------------------

/** A bank of the system list (spec-1 §3 "Bank"). */
export const SysBankSchema = z.object({
  id: z.number().int(),
  bank_name: z.string(),
  /** '/static/banks/…svg' */
  bank_img: z.string(),
});
export type SysBank = z.infer<typeof SysBankSchema>;
/** `POST /api/gerSysBankInfo` and `POST /api/banklist`. */
export const SysBankListSchema = z.array(SysBankSchema);
export const SysBankListResponseSchema = envelopeOf(SysBankListSchema);

/** `POST /api/bindCard` (capital C): bank id from the system list, branch, card number, fund password. */
export const BindBankCardRequestSchema = z.object({
  id: optionalId,
  branch: textField(120),
  card_number: textField(40),
  pay_pass: textField(64),
});
export type BindBankCardRequest = z.infer<typeof BindBankCardRequestSchema>;

/** Card kinds of getcard / delcard: 1 bank card (default), 2 USDT address. */
const CardTypeSchema = z.preprocess(blankToUndefined, intEnum([1, 2] as const).optional());

/** `POST /api/getcard`: type 1 (default) bank cards, type 2 saved USDT addresses. */
export const GetCardRequestSchema = z.object({ type: CardTypeSchema });
export type GetCardRequest = z.infer<typeof GetCardRequestSchema>;
/** `getcard` type 1: the member's bank cards (numbers masked). */
export const BankCardListSchema = z.array(BankCardSchema);
/** `getcard` type 2: the member's saved USDT addresses. */
export const UsdtAddressListSchema = z.array(UsdtAddressSchema);
export const GetCardSchema = z.union([BankCardListSchema, UsdtAddressListSchema]);
export const GetCardResponseSchema = envelopeOf(GetCardSchema);

/** `POST /api/delcard`: unbinds one of the caller's bank cards (type 1, default) or USDT addresses (type 2). */
export const DelCardRequestSchema = z.object({ id: idField, type: CardTypeSchema });
export type DelCardRequest = z.infer<typeof DelCardRequestSchema>;

/** A wallet (enabled wallet withdraw channel) with the caller's binding (spec-1 §3 "Wallet"). */
export const WalletInfoSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  logo: z.string(),
  /** 1 when the caller bound an address (each wallet once: 'n / 1'). */
  is_bind: z.union([z.literal(0), z.literal(1)]),
  /** The bound address, '' when none. */
  address: z.string(),
  /** 'TRC20' | 'ERC20', or '' for a wallet without a protocol; the address must fit it. */
  protocol: z.string(),
});
export type WalletInfo = z.infer<typeof WalletInfoSchema>;
/** `POST /api/gerWalletInfo` */
export const WalletInfoListSchema = z.array(WalletInfoSchema);
export const WalletInfoListResponseSchema = envelopeOf(WalletInfoListSchema);

/** `POST /api/bindWallet`: wallet id, address, fund password. */
export const BindWalletRequestSchema = z.object({
  id: optionalId,
  address: textField(100),
  pay_pass: textField(64),
});
export type BindWalletRequest = z.infer<typeof BindWalletRequestSchema>;

// ---- notices -----------------------------------------------------------------------------------

/** Notice types (platform-rules §8): 1 notification, 2 activity, 3 announcement, 4 recommendation. */
export const NOTICE_TYPES = [1, 2, 3, 4] as const;
export type NoticeType = (typeof NOTICE_TYPES)[number];

/** The notice list may ask up to 999 per page (spec-1 §9); more is capped at 999. */
export const NOTICE_LIST_MAX_LIMIT = 999;

/** `POST /api/noticeList`: a page of the notices visible to the caller, newest first; `type` filters. */
export const NoticeListRequestSchema = z.object({
  page: PageNumberSchema,
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .default(20)
    .transform((value) => Math.min(value, NOTICE_LIST_MAX_LIMIT)),
  type: z.preprocess(blankToUndefined, intEnum(NOTICE_TYPES).optional()),
});
export type NoticeListRequest = z.infer<typeof NoticeListRequestSchema>;

/** A message notice (spec-1 §3). */
export const NoticeSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Sanitised HTML. */
  content: z.string(),
  /** The publish time. */
  created_at: DateTimeStringSchema,
  type: z.number().int(),
  /** 1 read, 0 unread (always 0 without a login). */
  is_read: z.union([z.literal(0), z.literal(1)]),
});
export type Notice = z.infer<typeof NoticeSchema>;

/** Unread counts per type and in all, for the tab red dots and the home badge (0 without a login). */
export const NoticeUnreadSchema = z.object({
  1: z.number().int(),
  2: z.number().int(),
  3: z.number().int(),
  4: z.number().int(),
  total: z.number().int(),
});
export type NoticeUnread = z.infer<typeof NoticeUnreadSchema>;

export const NoticePageSchema = pageOf(NoticeSchema).extend({ unread: NoticeUnreadSchema });
export type NoticePage = z.infer<typeof NoticePageSchema>;
export const NoticeListResponseSchema = envelopeOf(NoticePageSchema);

/** `POST /api/noticeInfo`: one notice; marks it read for a logged-in caller. */
export const NoticeInfoRequestSchema = z.object({ id: idField });
export const NoticeInfoResponseSchema = envelopeOf(NoticeSchema);

// ---- customer service --------------------------------------------------------------------------

/** A customer-service entry (spec-1 §3), shown on /myNews and on our service page. */
export const ServiceEntrySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  img: z.string(),
  url: z.string(),
  is_top: z.union([z.literal(0), z.literal(1)]),
  account: z.string(),
  download_url: z.string(),
  download_describe: z.string(),
});
export type ServiceEntry = z.infer<typeof ServiceEntrySchema>;
/** `GET /api/getKefu` */
export const ServiceEntriesSchema = z.array(ServiceEntrySchema);
export const ServiceEntriesResponseSchema = envelopeOf(ServiceEntriesSchema);
/** `POST /api/getservicerurl`: the customer-service address /kefu loads in its frame. */
export const ServiceUrlResponseSchema = UrlResponseSchema;
