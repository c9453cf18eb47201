import { z } from 'zod';
import { envelopeOf } from './envelope';

/** appInfo (spec-1 §3), answered by `POST /api/app`. */
export const AppInfoSchema = z.object({
  title: z.string(),
  site_logo: z.string(),
  /** 1 normal, 0 maintenance (spec-1 §4). */
  site_state: z.union([z.literal(0), z.literal(1)]),
  repair_tips: z.string(),
  ios_download_url: z.string(),
  android_download_url: z.string(),
  redpacket_switch: z.union([z.literal(0), z.literal(1)]),
  /** 1 shows the welcome popup. */
  index_modal: z.union([z.literal(0), z.literal(1)]),
  /** HTML of the welcome popup, sanitised when staff save it. */
  webcontent: z.string(),
  app_download_image: z.string(),
});
export type AppInfo = z.infer<typeof AppInfoSchema>;

export const AppInfoResponseSchema = envelopeOf(AppInfoSchema);

export const HealthSchema = z.object({ status: z.literal('ok') });
export const ReadinessSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['ok', 'unavailable']),
  /** Present when REDIS_URL is set; Redis away degrades (limits count per instance), it does not make the instance unready. */
  redis: z.enum(['ok', 'unavailable']).optional(),
});
