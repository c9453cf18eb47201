export { recordsRoutes } from './records.routes';
