import { lazy, type ReactNode } from 'react';
import { createHashRouter, type RouteObject } from 'react-router';
import { guardedRouteKeys, paths, usernameRequiredRouteKeys, type RouteKey } from '../config/paths';
import { RequireAuth } from '../features/auth/components/require-auth';
import { MainLayout } from './layout/main-layout';
import { RouteErrorPage } from './route-error-page';

// Every page is its own chunk; only the shell is in the initial JavaScript (ARCHITECTURE targets).
const HomePage = lazy(() => import('../features/home/components/home-page'));
const LoginPage = lazy(() => import('../features/auth/components/login-page'));
const RegisterPage = lazy(() => import('../features/auth/components/register-page'));
const DepositPage = lazy(() => import('../features/deposit/components/deposit-page'));
const WithdrawPage = lazy(() => import('../features/withdraw/components/withdraw-page'));
const AssetsPage = lazy(() => import('../features/assets/components/assets-page'));
const UserCenterPage = lazy(() => import('../features/user-center/components/user-center-page'));
const AccountCenterPage = lazy(() => import('../features/account/components/account-center-page'));
const ResetPasswordPage = lazy(() => import('../features/account/components/reset-password-page'));
const ModifyPhonePage = lazy(() => import('../features/account/components/modify-phone-page'));
const ModifyEmailPage = lazy(() => import('../features/account/components/modify-email-page'));
const ModifyPayPasswordPage = lazy(() => import('../features/account/components/modify-pay-password-page'));
const BankCardPage = lazy(() => import('../features/cards/components/bank-card-page'));
const AddBankCardPage = lazy(() => import('../features/cards/components/add-bank-card-page'));
const AddUsdtPage = lazy(() => import('../features/cards/components/add-usdt-page'));
const MyNewsPage = lazy(() => import('./routes/my-news-page'));
const MyNewsInfoPage = lazy(() => import('../features/messages/components/my-news-info-page'));
const KefuPage = lazy(() => import('../features/service/components/kefu-page'));
const AboutPage = lazy(() => import('../features/info-pages/components/about-page'));
const FaqPage = lazy(() => import('../features/info-pages/components/faq-page'));
const SponsorPage = lazy(() => import('../features/info-pages/components/sponsor-page'));
const AppDownloadPage = lazy(() => import('../features/info-pages/components/app-download-page'));
const GamesPage = lazy(() => import('../features/games/components/games-page'));
const GamePage = lazy(() => import('../features/games/components/game-page'));
const ComingSoonPage = lazy(() => import('../components/coming-soon-page'));
const NotFoundPage = lazy(() => import('../components/not-found-page'));

/** Pages built so far; every other route shows the honest 即将开放 page until its issue lands. */
const builtPages: Partial<Record<RouteKey, ReactNode>> = {
  home: <HomePage />,
  login: <LoginPage />,
  register: <RegisterPage />,
  deposit: <DepositPage />,
  withdraw: <WithdrawPage />,
  assets: <AssetsPage />,
  userCenter: <UserCenterPage />,
  accountCenter: <AccountCenterPage />,
  resetPasswordNew: <ResetPasswordPage />,
  modifyPhone: <ModifyPhonePage />,
  modifyEmail: <ModifyEmailPage />,
  modifyPayPassword: <ModifyPayPasswordPage />,
  bankCard: <BankCardPage />,
  addBankCard: <AddBankCardPage />,
  addUsdtCard: <AddUsdtPage />,
  addWallet: <AddUsdtPage />,
  myNews: <MyNewsPage />,
  myNewsInfo: <MyNewsInfoPage />,
  kefu: <KefuPage />,
  about: <AboutPage />,
  faq: <FaqPage />,
  sponsor: <SponsorPage />,
  app: <AppDownloadPage />,
  games: <GamesPage />,
  gamePage: <GamePage />,
};

function pageFor(key: RouteKey): ReactNode {
  return builtPages[key] ?? <ComingSoonPage key={key} routeKey={key} />;
}

function guarded(key: RouteKey, page: ReactNode): ReactNode {
  if (!guardedRouteKeys.includes(key)) return page;
  return <RequireAuth needsUsername={usernameRequiredRouteKeys.includes(key)}>{page}</RequireAuth>;
}

const routeKeys: RouteKey[] = [
  'home',
  'login',
  'register',
  'kefu',
  'about',
  'faq',
  'userCenter',
  'accountCenter',
  'resetPasswordNew',
  'modifyPhone',
  'modifyEmail',
  'modifyPayPassword',
  'bankCard',
  'addBankCard',
  'addWallet',
  'addUsdtCard',
  'myNews',
  'myNewsInfo',
  'assets',
  'applyAgent',
  'applyAgentList',
  'welfare',
  'hongbao',
  'deposit',
  'activeList',
  'activeInfo',
  'app',
  'sponsor',
  'vip',
  'withdraw',
  'games',
  'gamePage',
];

export const routes: RouteObject[] = [
  {
    element: <MainLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      ...routeKeys.map((key) => ({ path: paths[key], element: guarded(key, pageFor(key)) })),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const router = createHashRouter(routes);
