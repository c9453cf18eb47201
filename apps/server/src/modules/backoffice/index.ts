export { backofficeRoutes } from './backoffice.routes';
export { adjustmentBusinessCheck, ADJUSTMENT_REFERENCE_TYPE, adjustmentIdempotencyKey } from './adjustments.checks';
export { ADJUSTMENT_SECOND_APPROVAL_KEY, DEFAULT_ADJUSTMENT_SECOND_APPROVAL_FEN } from './adjustments.service';
export { toCsv, type CsvColumn } from '../../lib/csv';
export { recentAdjustments, toAdjustmentWire } from './adjustments.service';
