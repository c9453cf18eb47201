import { SerialIdParamsSchema } from '@app/shared/contracts';

/** `:id` of a serial (int4) row: larger numbers cannot exist and are refused before the query. */
export const IdParams = SerialIdParamsSchema;

/** OpenAPI tags of the content screens. */
export const CONTENT_ADMIN_TAGS = ['admin: content'];
