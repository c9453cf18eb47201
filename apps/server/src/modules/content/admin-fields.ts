import { z } from 'zod';

/** `:id` of a serial (int4) row: larger numbers cannot exist and are refused before the query. */
export const IdParams = z.object({
  id: z.coerce
    .number({ error: '必须是数字编号' })
    .int({ message: '必须是数字编号' })
    .positive({ message: '必须是数字编号' })
    .max(2_147_483_647, { message: '必须是数字编号' }),
});

/** OpenAPI tags of the content screens. */
export const CONTENT_ADMIN_TAGS = ['admin: content'];
