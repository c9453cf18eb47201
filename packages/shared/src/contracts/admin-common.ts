import { z } from 'zod';
import { envelopeOf, pageOf } from './envelope';

/** An optional query or body field where an empty string (an untouched form field) means "not given". */
export function optionalField<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional());
}

/** A site-local day 'YYYY-MM-DD' (date filters of the back office; inclusive at both ends). */
export const AdminDaySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: '日期格式应为 YYYY-MM-DD' });

/** `?format=csv` answers the whole filtered list as a CSV download (UTF-8 with BOM, Chinese header row). */
export const AdminExportFormatSchema = z.enum(['json', 'csv']).default('json');

/** Paging, order and export fields shared by every back-office list. `per_page` is capped at 100. */
export const adminListFields = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
  order: z.enum(['asc', 'desc']).default('desc'),
  format: AdminExportFormatSchema,
};

/**
 * A staff list page: the Laravel page of platform-rules §1 plus `total_capped`. Staff lists count at
 * most 10,000 matches (decision 0017); when there are more, `total` is the cap, `total_capped` is
 * true and the back office shows "10,000+".
 */
export function adminPageOf<T extends z.ZodType>(item: T) {
  return pageOf(item).extend({
    /** True when there are more matches than `total` (the count stopped at the cap). */
    total_capped: z.boolean(),
  });
}

/** Date range filter (site days, inclusive). */
export const adminDateRangeFields = {
  from: optionalField(AdminDaySchema),
  to: optionalField(AdminDaySchema),
};

/** A member id in a query string or path. */
export const AdminIdSchema = z.string().regex(/^\d{1,18}$/, { message: '必须是数字编号' });

/** Path parameter `:id` of a numeric row. */
export const AdminIdParamsSchema = z.object({ id: AdminIdSchema });

/** Largest id of a serial (int4) row. */
export const SERIAL_ID_MAX = 2_147_483_647;

/**
 * The id of a serial (int4) row in a path or a body (staff, platforms, recharge types and channels,
 * gateways, withdraw channels, catalogue rows): a larger number cannot exist and is refused with a 400
 * before it reaches the database (where it would be an int4 overflow).
 */
export const SerialIdSchema = z.coerce
  .number({ error: '必须是数字编号' })
  .int({ message: '必须是数字编号' })
  .positive({ message: '必须是数字编号' })
  .max(SERIAL_ID_MAX, { message: '必须是数字编号' });

/** Path parameter `:id` of a serial row. */
export const SerialIdParamsSchema = z.object({ id: SerialIdSchema });

/** An order number: ours are letters and digits (a NUL byte or a quote never reaches a query). */
export const AdminOrderNoSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, { message: '订单号格式不正确' });

/** Path parameter `:orderNo` of an order. */
export const AdminOrderNoParamsSchema = z.object({ orderNo: AdminOrderNoSchema });

/** A mandatory reason written to the row and the audit log. */
export const AdminReasonSchema = z
  .string({ error: '请填写原因' })
  .trim()
  .min(1, { message: '请填写原因' })
  .max(200, { message: '原因最多200个字' });

/** Answer of an action that only needs to say it worked. */
export const AdminDoneResponseSchema = envelopeOf(z.null());
