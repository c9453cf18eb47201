export { backofficeRoutes } from './backoffice.routes';
export { toCsv, type CsvColumn } from '../../lib/csv';
