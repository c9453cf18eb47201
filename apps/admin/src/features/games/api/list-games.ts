import { AdminGamePageResponseSchema } from '@app/shared/contracts';
import { definePagedList } from '../../../lib/paged-list';

/** `GET /api/admin/games`: the catalogue, enabled or not, with filters. */
export const gamesList = definePagedList(['admin', 'games', 'list'], '/games', AdminGamePageResponseSchema.shape.data, [
  'id',
  'sort',
  'name',
  'platname',
]);

export const { usePage: useGames } = gamesList;
