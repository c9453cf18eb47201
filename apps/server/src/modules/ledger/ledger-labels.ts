import { LEDGER_KIND_LABELS } from '@app/shared/contracts';
import type { HouseAccountKind, MemberAccountKind } from './ledger.accounts';

// The kind labels live in the shared contracts: the back office's kind filter lists them too.
export { LEDGER_KIND_LABELS };

export type LedgerKind = keyof typeof LEDGER_KIND_LABELS;
/** A kind as stored: a posted kind, or the reversal of one (`reverse()` appends `_reversal`). */
export type StoredLedgerKind = LedgerKind | `${LedgerKind}_reversal`;

export const LEDGER_KINDS = Object.keys(LEDGER_KIND_LABELS) as LedgerKind[];

const REVERSAL = '_reversal';

function isLedgerKind(kind: string): kind is LedgerKind {
  return Object.hasOwn(LEDGER_KIND_LABELS, kind);
}

/** The Chinese label of a stored kind; a reversal is 冲正·<label>; an unknown kind shows as itself. */
export function ledgerKindLabel(kind: string): string {
  if (isLedgerKind(kind)) return LEDGER_KIND_LABELS[kind];
  if (kind.endsWith(REVERSAL)) {
    const base = kind.slice(0, -REVERSAL.length);
    if (isLedgerKind(base)) return `冲正·${LEDGER_KIND_LABELS[base]}`;
  }
  return kind;
}

export const MEMBER_ACCOUNT_LABELS: Record<MemberAccountKind, string> = {
  main: '中心钱包',
  platform: '平台钱包',
  withdrawal_hold: '提现冻结',
};

export const HOUSE_ACCOUNT_LABELS: Record<HouseAccountKind, string> = {
  deposit_clearing: '充值清算',
  payout_clearing: '出款清算',
  platform_clearing: '游戏平台清算',
  promotion_expense: '优惠支出',
  game_results: '游戏输赢',
  staff_adjustment: '人工调账',
  bench: '压测',
  agent_commission: '代理佣金支出',
};

/** Promotion kinds in expense-account subjects (`rebate:3`): the label of their bonus kind. */
function promotionLabel(kind: string): string {
  const bonus = `bonus_${kind}`;
  return isLedgerKind(bonus) ? LEDGER_KIND_LABELS[bonus] : kind;
}

export interface AccountForLabel {
  ownerType: string;
  kind: string;
  subject: string;
  /** The member's account name, when the account is a member's. */
  username?: string | undefined;
  memberId?: bigint | number | null;
}

/**
 * An account as staff read it: `demo888 · 中心钱包`, `demo888 · 平台钱包（AG）`,
 * `充值清算（通道 3）`, `优惠支出（返水）`. Shards (`:<n>` of spread accounts) are not shown: they
 * are one account to staff.
 */
export function ledgerAccountLabel(account: AccountForLabel): string {
  if (account.ownerType === 'member') {
    const who = account.username || (account.memberId == null ? '会员' : `会员 ${account.memberId}`);
    const kind = Object.hasOwn(MEMBER_ACCOUNT_LABELS, account.kind)
      ? MEMBER_ACCOUNT_LABELS[account.kind as MemberAccountKind]
      : account.kind;
    return account.subject ? `${who} · ${kind}（${account.subject}）` : `${who} · ${kind}`;
  }
  const name = Object.hasOwn(HOUSE_ACCOUNT_LABELS, account.kind)
    ? HOUSE_ACCOUNT_LABELS[account.kind as HouseAccountKind]
    : account.kind;
  if (!account.subject) return `平台 · ${name}`;
  const [head = ''] = account.subject.split(':');
  switch (account.kind) {
    case 'deposit_clearing':
    case 'payout_clearing':
      return `平台 · ${name}（通道 ${head}）`;
    case 'promotion_expense':
      return `平台 · ${name}（${promotionLabel(head)}）`;
    default:
      return `平台 · ${name}（${head}）`;
  }
}
