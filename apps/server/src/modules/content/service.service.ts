import { asc, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { ServiceEntry } from '@app/shared/contracts';
import type { Db } from '../../db/types';
import { readSetting, seedSettings } from './content.service';
import { serviceEntries } from './content.tables';

/** Our own customer-service page, served by `contentPagesRoutes`. */
export const SERVICE_PAGE_PATH = '/service/chat';
/** The site setting /kefu reads through getservicerurl. */
export const SERVICE_URL_SETTING_KEY = 'service.url';

/** A site path of ours ('/…', not '//host') or an http(s) address of a provider. */
const ServiceUrlSchema = z
  .string()
  .trim()
  .max(500)
  .refine((value) => /^\/(?!\/)/.test(value) || /^https?:\/\/[^/\s]+/i.test(value));

/** `getservicerurl`: the configured customer-service address, or our own page. */
export async function readServiceUrl(db: Db): Promise<string> {
  const parsed = ServiceUrlSchema.safeParse(await readSetting(db, SERVICE_URL_SETTING_KEY));
  return parsed.success ? parsed.data : SERVICE_PAGE_PATH;
}

/** Base seed: the customer-service address is our own page until staff configure a provider. */
export async function seedServiceUrl(db: Db): Promise<void> {
  await seedSettings(db, { [SERVICE_URL_SETTING_KEY]: SERVICE_PAGE_PATH });
}

/** `getKefu`: the enabled entries, pinned ones first, then in staff order. */
export async function listServiceEntries(db: Db): Promise<ServiceEntry[]> {
  const rows = await db
    .select()
    .from(serviceEntries)
    .where(eq(serviceEntries.enabled, true))
    .orderBy(desc(serviceEntries.isTop), asc(serviceEntries.sort), asc(serviceEntries.id));
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    content: row.content,
    img: row.img,
    url: row.url,
    is_top: row.isTop === 1 ? 1 : 0,
    account: row.account,
    download_url: row.downloadUrl,
    download_describe: row.downloadDescribe,
  }));
}
