import { lazy, type ReactNode } from 'react';
import { createHashRouter } from 'react-router';
import { paths } from '../config/paths';
import type { Permission } from '../config/permissions';
import { RequirePermission, RequireStaff } from '../features/auth/components/require-staff';
import { AdminLayout } from './layout/admin-layout';
import { NotFoundPage } from './not-found-page';
import { RouteErrorPage } from './route-error-page';

// Each page is its own chunk: the sign-in page does not load recharts or the tables.
const LoginPage = lazy(() => import('../features/auth/components/login-page'));
const DashboardPage = lazy(() => import('../features/dashboard/components/dashboard-page'));
const MembersPage = lazy(() => import('../features/members/components/members-page'));
const MemberProfilePage = lazy(() => import('../features/members/components/member-profile-page'));
const AdjustmentsPage = lazy(() => import('../features/members/components/adjustments-page'));
const DepositsPage = lazy(() => import('../features/finance/components/deposits-page'));
const WithdrawalsPage = lazy(() => import('../features/finance/components/withdrawals-page'));
const TransfersPage = lazy(() => import('../features/finance/components/transfers-page'));
const LedgerPage = lazy(() => import('../features/finance/components/ledger-page'));
const PayoutChannelsPage = lazy(() => import('../features/finance/components/payout-channels-page'));
const SiteSettingsPage = lazy(() => import('../features/content/components/site-settings-page'));
const RedPacketRulesPage = lazy(() => import('../features/red-packets/components/red-packet-rules-page'));
const RedPacketDaysPage = lazy(() => import('../features/red-packets/components/red-packet-days-page'));
const RedPacketGrabsPage = lazy(() => import('../features/red-packets/components/red-packet-grabs-page'));
const VipLevelsPage = lazy(() => import('../features/vip/components/vip-levels-page'));
const VipBonusesPage = lazy(() => import('../features/vip/components/vip-bonuses-page'));
const ActivityTypesPage = lazy(() => import('../features/activities/components/activity-types-page'));
const ActivitiesPage = lazy(() => import('../features/activities/components/activities-page'));
const ActivityApplicationsPage = lazy(() => import('../features/activities/components/activity-applications-page'));
const AgentApplicationsPage = lazy(() => import('../features/agents/components/agent-applications-page'));
const AgentsPage = lazy(() => import('../features/agents/components/agents-page'));
const AgentPlansPage = lazy(() => import('../features/agents/components/agent-plans-page'));
const TaskSettingsPage = lazy(() => import('../features/tasks/components/task-settings-page'));
const TaskClaimsPage = lazy(() => import('../features/tasks/components/task-claims-page'));
const SmsOutboxPage = lazy(() => import('../features/content/components/sms-outbox-page'));
const SmsProvidersPage = lazy(() => import('../features/sms-providers/components/sms-providers-page'));
const SmsDeliveriesPage = lazy(() => import('../features/sms-providers/components/sms-deliveries-page'));
const BannersPage = lazy(() => import('../features/content/components/banners-page'));
const HomeNoticesPage = lazy(() => import('../features/content/components/home-notices-page'));
const NoticesPage = lazy(() => import('../features/content/components/notices-page'));
const ContentPagesPage = lazy(() => import('../features/content/components/content-pages-page'));
const ServicePage = lazy(() => import('../features/content/components/service-page'));
const PlatformsPage = lazy(() => import('../features/games/components/platforms-page'));
const BetsPage = lazy(() => import('../features/games/components/bets-page'));
const GamesPage = lazy(() => import('../features/games/components/games-page'));
const GameCategoriesPage = lazy(() => import('../features/games/components/categories-page'));
const GameTypesPage = lazy(() => import('../features/games/components/game-types-page'));
const HotSectionsPage = lazy(() => import('../features/games/components/hot-sections-page'));
const PaymentsPage = lazy(() => import('../features/payments/components/payments-page'));
const StaffPage = lazy(() => import('../features/staff/components/staff-page'));
const AuditPage = lazy(() => import('../features/staff/components/audit-page'));
const RebatesPage = lazy(() => import('../features/rebates/components/rebates-page'));
const PromotionCostPage = lazy(() => import('../features/reports/components/promotion-cost-page'));
const AgentStatementsPage = lazy(() => import('../features/agent-commission/components/statements-page'));
const AgentReportPage = lazy(() => import('../features/agent-commission/components/agent-report-page'));

function page(permission: Permission, element: ReactNode): ReactNode {
  return <RequirePermission permission={permission}>{element}</RequirePermission>;
}

/** Drop the leading '/' of a path for a child route. */
const child = (path: string) => path.slice(1);

export const router = createHashRouter([
  { path: paths.login, element: <LoginPage />, errorElement: <RouteErrorPage /> },
  {
    path: '/',
    element: (
      <RequireStaff>
        <AdminLayout />
      </RequireStaff>
    ),
    errorElement: <RouteErrorPage />,
    children: [
      { index: true, element: page('dashboard.view', <DashboardPage />) },
      { path: child(paths.members), element: page('members.view', <MembersPage />) },
      { path: 'members/:id', element: page('members.view', <MemberProfilePage />) },
      { path: child(paths.adjustments), element: page('members.view', <AdjustmentsPage />) },
      { path: child(paths.deposits), element: page('finance.deposits.view', <DepositsPage />) },
      { path: child(paths.withdrawals), element: page('finance.withdrawals.view', <WithdrawalsPage />) },
      { path: child(paths.transfers), element: page('finance.transfers.view', <TransfersPage />) },
      { path: child(paths.ledger), element: page('finance.ledger.view', <LedgerPage />) },
      { path: child(paths.payoutChannels), element: page('finance.withdrawals.view', <PayoutChannelsPage />) },
      { path: child(paths.siteSettings), element: page('content.manage', <SiteSettingsPage />) },
      { path: child(paths.sms), element: page('sms.view', <SmsOutboxPage />) },
      { path: child(paths.smsProviders), element: page('sms.view', <SmsProvidersPage />) },
      { path: child(paths.smsDeliveries), element: page('sms.view', <SmsDeliveriesPage />) },
      { path: child(paths.banners), element: page('content.manage', <BannersPage />) },
      { path: child(paths.homeNotices), element: page('content.manage', <HomeNoticesPage />) },
      { path: child(paths.notices), element: page('content.manage', <NoticesPage />) },
      { path: child(paths.contentPages), element: page('content.manage', <ContentPagesPage />) },
      { path: child(paths.service), element: page('content.manage', <ServicePage />) },
      { path: child(paths.platforms), element: page('games.manage', <PlatformsPage />) },
      { path: child(paths.bets), element: page('bets.view', <BetsPage />) },
      { path: child(paths.gameCatalogue), element: page('games.manage', <GamesPage />) },
      { path: child(paths.gameCategories), element: page('games.manage', <GameCategoriesPage />) },
      { path: child(paths.gameTypes), element: page('games.manage', <GameTypesPage />) },
      { path: child(paths.hotSections), element: page('games.manage', <HotSectionsPage />) },
      { path: child(paths.payments), element: page('payments.manage', <PaymentsPage />) },
      { path: child(paths.staff), element: page('staff.manage', <StaffPage />) },
      { path: child(paths.audit), element: page('audit.view', <AuditPage />) },
      { path: child(paths.rebates), element: page('promotions.view', <RebatesPage />) },
      { path: child(paths.redPacketRules), element: page('promotions.view', <RedPacketRulesPage />) },
      { path: child(paths.redPacketDays), element: page('promotions.view', <RedPacketDaysPage />) },
      { path: child(paths.redPacketGrabs), element: page('promotions.view', <RedPacketGrabsPage />) },
      { path: child(paths.activityTypes), element: page('promotions.view', <ActivityTypesPage />) },
      { path: child(paths.activities), element: page('promotions.view', <ActivitiesPage />) },
      { path: child(paths.activityApplications), element: page('promotions.view', <ActivityApplicationsPage />) },
      { path: child(paths.taskSettings), element: page('promotions.view', <TaskSettingsPage />) },
      { path: child(paths.taskClaims), element: page('promotions.view', <TaskClaimsPage />) },
      { path: child(paths.promotionCost), element: page('reports.view', <PromotionCostPage />) },
      { path: child(paths.vipLevels), element: page('promotions.view', <VipLevelsPage />) },
      { path: child(paths.vipBonuses), element: page('promotions.view', <VipBonusesPage />) },
      { path: child(paths.agentApplications), element: page('agents.view', <AgentApplicationsPage />) },
      { path: child(paths.agents), element: page('agents.view', <AgentsPage />) },
      { path: child(paths.agentPlans), element: page('agents.view', <AgentPlansPage />) },
      { path: child(paths.agentStatements), element: page('agents.view', <AgentStatementsPage />) },
      { path: child(paths.agentReport), element: page('agents.view', <AgentReportPage />) },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
