import { AdminLedgerPageResponseSchema } from '@app/shared/contracts';
import { definePagedList } from '../../../lib/paged-list';

/** `GET /api/admin/ledger`: ledger transactions with their entries. */
export const ledgerList = definePagedList(['admin', 'ledger'], '/ledger', AdminLedgerPageResponseSchema.shape.data);
