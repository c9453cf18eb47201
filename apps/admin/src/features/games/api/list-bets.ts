import { AdminBetPageResponseSchema } from '@app/shared/contracts';
import { definePagedList } from '../../../lib/paged-list';

/** `GET /api/admin/bets`: bet records of every platform (date filter on the bet time). */
export const betsList = definePagedList(['admin', 'bets'], '/bets', AdminBetPageResponseSchema.shape.data, [
  'bet_at',
  'settled_at',
  'stake',
  'win_loss',
]);
