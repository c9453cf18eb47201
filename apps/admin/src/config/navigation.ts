import { zh } from '../locales/zh-CN';
import { paths } from './paths';
import type { Permission } from './permissions';

/** Which pending count of the dashboard a menu entry shows as a badge. */
export type PendingKey = 'offline_deposits' | 'withdrawals' | 'transfers' | 'adjustments';

export interface NavItem {
  path: string;
  label: string;
  permission: Permission;
  pending?: PendingKey;
}

export interface NavGroup {
  key: string;
  label: string;
  items: NavItem[];
}

/** The side menu; an entry is shown only when `/me` lists its permission. */
export const navigation: (NavItem | NavGroup)[] = [
  { path: paths.dashboard, label: zh.nav.dashboard, permission: 'dashboard.view' },
  {
    key: 'members',
    label: zh.nav.members,
    items: [
      { path: paths.members, label: zh.nav.memberList, permission: 'members.view' },
      { path: paths.adjustments, label: zh.nav.adjustments, permission: 'members.view', pending: 'adjustments' },
    ],
  },
  {
    key: 'finance',
    label: zh.nav.finance,
    items: [
      {
        path: paths.deposits,
        label: zh.nav.deposits,
        permission: 'finance.deposits.view',
        pending: 'offline_deposits',
      },
      {
        path: paths.withdrawals,
        label: zh.nav.withdrawals,
        permission: 'finance.withdrawals.view',
        pending: 'withdrawals',
      },
      { path: paths.transfers, label: zh.nav.transfers, permission: 'finance.transfers.view', pending: 'transfers' },
      { path: paths.ledger, label: zh.nav.ledger, permission: 'finance.ledger.view' },
      { path: paths.payoutChannels, label: '出款通道', permission: 'finance.withdrawals.view' },
    ],
  },
  { path: paths.payments, label: zh.nav.payments, permission: 'payments.manage' },
  {
    key: 'promotions',
    label: zh.nav.promotions,
    items: [
      { path: paths.vipLevels, label: zh.nav.vipLevels, permission: 'promotions.view' },
      { path: paths.vipBonuses, label: zh.nav.vipBonuses, permission: 'promotions.view' },
    ],
  },
  {
    key: 'content',
    label: zh.nav.content,
    items: [
      { path: paths.siteSettings, label: zh.nav.siteSettings, permission: 'content.manage' },
      { path: paths.notices, label: zh.nav.notices, permission: 'content.manage' },
      { path: paths.banners, label: zh.nav.banners, permission: 'content.manage' },
      { path: paths.homeNotices, label: zh.nav.homeNotices, permission: 'content.manage' },
      { path: paths.contentPages, label: zh.nav.contentPages, permission: 'content.manage' },
      { path: paths.service, label: zh.nav.service, permission: 'content.manage' },
      { path: paths.sms, label: zh.nav.sms, permission: 'sms.view' },
      { path: paths.smsProviders, label: '短信通道', permission: 'sms.view' },
      { path: paths.smsDeliveries, label: '短信发送记录', permission: 'sms.view' },
    ],
  },
  {
    key: 'games',
    label: zh.nav.games,
    items: [
      { path: paths.platforms, label: zh.nav.platforms, permission: 'games.manage' },
      { path: paths.gameCatalogue, label: zh.nav.gameCatalogue, permission: 'games.manage' },
      { path: paths.gameCategories, label: zh.nav.gameCategories, permission: 'games.manage' },
      { path: paths.gameTypes, label: zh.nav.gameTypes, permission: 'games.manage' },
      { path: paths.hotSections, label: zh.nav.hotSections, permission: 'games.manage' },
      { path: paths.bets, label: zh.nav.bets, permission: 'bets.view' },
    ],
  },
  {
    key: 'promotions',
    label: zh.nav.promotions,
    items: [
      { path: paths.rebates, label: zh.nav.rebates, permission: 'promotions.view' },
      { path: paths.redPacketRules, label: zh.nav.redPacketRules, permission: 'promotions.view' },
      { path: paths.redPacketDays, label: zh.nav.redPacketDays, permission: 'promotions.view' },
      { path: paths.redPacketGrabs, label: zh.nav.redPacketGrabs, permission: 'promotions.view' },
      { path: paths.activityTypes, label: zh.nav.activityTypes, permission: 'promotions.view' },
      { path: paths.activities, label: zh.nav.activities, permission: 'promotions.view' },
      { path: paths.activityApplications, label: zh.nav.activityApplications, permission: 'promotions.view' },
      { path: paths.taskSettings, label: zh.nav.taskSettings, permission: 'promotions.view' },
      { path: paths.taskClaims, label: zh.nav.taskClaims, permission: 'promotions.view' },
    ],
  },
  {
    key: 'agents',
    label: zh.nav.agents,
    items: [
      { path: paths.agentApplications, label: zh.nav.agentApplications, permission: 'agents.view' },
      { path: paths.agents, label: zh.nav.agentList, permission: 'agents.view' },
      { path: paths.agentPlans, label: zh.nav.agentPlans, permission: 'agents.view' },
      { path: paths.agentStatements, label: zh.nav.agentStatements, permission: 'agents.view' },
      { path: paths.agentReport, label: zh.nav.agentReport, permission: 'agents.view' },
    ],
  },
  {
    key: 'reports',
    label: zh.nav.reports,
    items: [{ path: paths.promotionCost, label: zh.nav.promotionCost, permission: 'reports.view' }],
  },
  {
    key: 'staff',
    label: zh.nav.staff,
    items: [
      { path: paths.staff, label: zh.nav.staffList, permission: 'staff.manage' },
      { path: paths.audit, label: zh.nav.audit, permission: 'audit.view' },
    ],
  },
];

export function isNavGroup(entry: NavItem | NavGroup): entry is NavGroup {
  return 'items' in entry;
}
