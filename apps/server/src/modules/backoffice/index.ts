export { backofficeRoutes } from './backoffice.routes';
