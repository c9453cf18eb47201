import { AdminGamePlatformPageResponseSchema } from '@app/shared/contracts';
import { definePagedList } from '../../../lib/paged-list';

/** `GET /api/admin/game-platforms`: every platform, enabled or not, by sort order. */
export const gamePlatformsList = definePagedList(
  ['admin', 'game-platforms'],
  '/game-platforms',
  AdminGamePlatformPageResponseSchema.shape.data,
);

export const { usePage: useGamePlatforms } = gamePlatformsList;
