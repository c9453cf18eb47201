/**
 * Chart of accounts (ARCHITECTURE.md "Money path"). Member accounts hold money and never go below
 * zero; house accounts are counterparties and may go negative.
 */
export type MemberAccountKind = 'main' | 'platform' | 'withdrawal_hold';

export type HouseAccountKind =
  | 'deposit_clearing'
  | 'payout_clearing'
  | 'platform_clearing'
  | 'promotion_expense'
  | 'game_results'
  | 'staff_adjustment'
  | 'bench'
  /** Agent commission paid to agents' main wallets (decision 0029). */
  | 'agent_commission';

export type AccountSpec =
  | { ownerType: 'member'; memberId: bigint; kind: MemberAccountKind; subject?: string }
  | { ownerType: 'house'; kind: HouseAccountKind; subject?: string };

export function accountCode(spec: AccountSpec): string {
  const tail = spec.subject ? `:${spec.subject}` : '';
  if (spec.ownerType === 'member') return `member:${spec.memberId}:${spec.kind}${tail}`;
  return `house:${spec.kind}${tail}`;
}

export const memberMain = (memberId: bigint): AccountSpec => ({ ownerType: 'member', memberId, kind: 'main' });
export const memberHold = (memberId: bigint): AccountSpec => ({
  ownerType: 'member',
  memberId,
  kind: 'withdrawal_hold',
});
export const memberPlatform = (memberId: bigint, platname: string): AccountSpec => ({
  ownerType: 'member',
  memberId,
  kind: 'platform',
  subject: platname,
});
export const house = (kind: HouseAccountKind, subject?: string): AccountSpec =>
  subject === undefined ? { ownerType: 'house', kind } : { ownerType: 'house', kind, subject };
