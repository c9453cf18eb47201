import { z } from 'zod';
import { adminDateRangeFields, adminListFields, optionalField } from './admin-common';
import { envelopeOf, pageOf } from './envelope';
import { intEnum } from './fields';
import { AppInfoSchema } from './system';

/** An image or link: an http(s) URL or a site path ('/static/…'); never `javascript:` or `//host`. */
const LinkSchema = z
  .string()
  .trim()
  .max(500, { message: '链接最多500个字符' })
  .refine((value) => value === '' || /^https?:\/\/[^\s\\]+$/i.test(value) || /^\/(?![/\\])[^\s\\]*$/.test(value), {
    message: '请输入 http(s) 链接或以 / 开头的站内路径',
  });

/** `GET /api/admin/site-settings`: every appInfo field as stored (not cached). */
export const AdminSiteSettingsResponseSchema = envelopeOf(AppInfoSchema);

/**
 * `POST /api/admin/site-settings`: any subset of the appInfo fields. `webcontent` is sanitised
 * with an allow-list on save; the member site sees the change within seconds.
 */
export const AdminSiteSettingsUpdateSchema = z.object({
  title: optionalField(
    z.string().trim().min(1, { message: '请填写站点名称' }).max(60, { message: '站点名称最多60个字' }),
  ),
  site_logo: optionalField(LinkSchema),
  /** 1 open, 0 maintenance (the member site shows repair_tips). */
  site_state: optionalField(intEnum([0, 1] as const)),
  repair_tips: optionalField(z.string().max(500, { message: '维护提示最多500个字' })),
  ios_download_url: optionalField(LinkSchema),
  android_download_url: optionalField(LinkSchema),
  redpacket_switch: optionalField(intEnum([0, 1] as const)),
  index_modal: optionalField(intEnum([0, 1] as const)),
  webcontent: optionalField(z.string().max(20_000, { message: '弹窗内容最多20000个字符' })),
  app_download_image: optionalField(LinkSchema),
});
export type AdminSiteSettingsUpdate = z.input<typeof AdminSiteSettingsUpdateSchema>;

/** `GET /api/admin/sms-outbox`: what the built-in SMS provider "sent". */
export const AdminSmsListQuerySchema = z.object({
  ...adminListFields,
  ...adminDateRangeFields,
  mobile: optionalField(z.string().trim().max(20)),
});
export const AdminSmsRowSchema = z.object({
  id: z.number().int(),
  mobile: z.string(),
  content: z.string(),
  provider: z.string(),
  created_at: z.string(),
});
export const AdminSmsPageResponseSchema = envelopeOf(pageOf(AdminSmsRowSchema));
