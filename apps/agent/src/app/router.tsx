import { lazy } from 'react';
import { createHashRouter, Navigate } from 'react-router';
import { paths } from '../config/paths';
import { RequireAgent } from '../features/auth/components/require-agent';
import { RouteErrorPage } from './route-error-page';

// Each page is its own chunk, the signed-in frame too: the sign-in pages load neither the frame, the
// tables nor recharts.
const PortalLayout = lazy(() => import('./layout/portal-layout'));
const SsoPage = lazy(() => import('../features/auth/components/sso-page'));
const LoginPage = lazy(() => import('../features/auth/components/login-page'));
const OverviewPage = lazy(() => import('../features/overview/components/overview-page'));
const ReportPage = lazy(() => import('../features/report/components/report-page'));
const MembersPage = lazy(() => import('../features/members/components/members-page'));
const SubAgentsPage = lazy(() => import('../features/sub-agents/components/sub-agents-page'));
const StatementsPage = lazy(() => import('../features/statements/components/statements-page'));
const StatementPage = lazy(() => import('../features/statements/components/statement-page'));
const InvitePage = lazy(() => import('../features/invite/components/invite-page'));

const child = (path: string) => path.slice(1);

export const router = createHashRouter([
  { path: paths.sso, element: <SsoPage />, errorElement: <RouteErrorPage /> },
  { path: paths.login, element: <LoginPage />, errorElement: <RouteErrorPage /> },
  {
    path: '/',
    element: (
      <RequireAgent>
        <PortalLayout />
      </RequireAgent>
    ),
    errorElement: <RouteErrorPage />,
    children: [
      { index: true, element: <OverviewPage /> },
      { path: child(paths.report), element: <ReportPage /> },
      { path: child(paths.members), element: <MembersPage /> },
      { path: child(paths.subAgents), element: <SubAgentsPage /> },
      { path: child(paths.statements), element: <StatementsPage /> },
      { path: 'statements/:id', element: <StatementPage /> },
      { path: child(paths.invite), element: <InvitePage /> },
      { path: '*', element: <Navigate to={paths.overview} replace /> },
    ],
  },
]);
