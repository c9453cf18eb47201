export { withdrawalsRoutes } from './withdrawals.routes';
