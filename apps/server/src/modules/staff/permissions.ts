/** Back-office permissions, checked by the server on every staff endpoint (platform-rules §9). */
export const PERMISSIONS = [
  'dashboard.view',
  'members.view',
  'members.freeze',
  'members.reset_password',
  'members.note',
  'members.adjust_balance',
  'members.approve_adjustment',
  'finance.deposits.view',
  'finance.deposits.review',
  'finance.withdrawals.view',
  'finance.withdrawals.review',
  'finance.transfers.view',
  'finance.transfers.resolve',
  'finance.ledger.view',
  'payments.manage',
  'content.manage',
  'sms.view',
  'games.manage',
  'bets.view',
  'promotions.view',
  'promotions.manage',
  'reports.view',
  'agents.view',
  'agents.manage',
  'agents.commission',
  'staff.manage',
  'audit.view',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const ROLES = ['super_admin', 'finance', 'customer_service', 'content', 'risk'] as const;
export type StaffRole = (typeof ROLES)[number];

export const ROLE_NAMES: Record<StaffRole, string> = {
  super_admin: '超级管理员',
  finance: '财务',
  customer_service: '客服',
  content: '内容运营',
  risk: '风控',
};

const FINANCE_VIEW: Permission[] = [
  'finance.deposits.view',
  'finance.withdrawals.view',
  'finance.transfers.view',
  'finance.ledger.view',
];

export const ROLE_PERMISSIONS: Record<StaffRole, readonly Permission[]> = {
  super_admin: PERMISSIONS,
  finance: [
    'dashboard.view',
    'members.view',
    'members.adjust_balance',
    'members.approve_adjustment',
    ...FINANCE_VIEW,
    'finance.deposits.review',
    'finance.withdrawals.review',
    'finance.transfers.resolve',
    'payments.manage',
    'bets.view',
    'promotions.view',
    'reports.view',
    'agents.view',
    'agents.commission',
  ],
  customer_service: [
    'dashboard.view',
    'members.view',
    'members.note',
    'members.reset_password',
    'finance.deposits.view',
    'finance.withdrawals.view',
    'sms.view',
    'bets.view',
    'agents.view',
  ],
  content: ['dashboard.view', 'content.manage', 'games.manage', 'sms.view', 'promotions.view', 'promotions.manage'],
  risk: [
    'dashboard.view',
    'members.view',
    'members.freeze',
    'members.note',
    ...FINANCE_VIEW,
    'bets.view',
    'reports.view',
    'audit.view',
    'agents.view',
    'agents.manage',
  ],
};

export function isStaffRole(value: string): value is StaffRole {
  return (ROLES as readonly string[]).includes(value);
}

export function can(role: string, permission: Permission): boolean {
  return isStaffRole(role) && ROLE_PERMISSIONS[role].includes(permission);
}
