import '../app/global.css';
import '../lib/antd-render';
import '../app/setup';
import './house.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { queryClient } from '../app/providers';
import { configureApiClient } from '../lib/api-client';
import { addHouseMessages } from '../lib/i18n';
import { zhCNHouse } from '../locales/zh-CN-house';
import { HouseApp } from './house-app';
import { gameOfPath, siteLoginPath } from './utils/house-games';

// The house game pages (/house/<game>) are their own small app outside the member site's hash
// routes; they share its session (the token in session storage, same origin) and API client.
const game = gameOfPath(window.location.pathname);
addHouseMessages(zhCNHouse);

// A 401 leaves for the member site's login, which comes back to this game through /gamePage.
configureApiClient({
  goToLogin: () => window.location.assign(game ? siteLoginPath(game) : '/#/login'),
});

const container = document.getElementById('root');
if (!container) throw new Error('#root missing from house.html');

createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <HouseApp game={game} />
    </QueryClientProvider>
  </StrictMode>,
);
