import type { z } from 'zod';
import { AppInfoSchema, type AppInfo } from '@app/shared/contracts';

/**
 * The typed shape of the site settings. Every key has a default so a fresh database and a
 * database seeded by an older version both answer a complete appInfo.
 */
export const SiteSettingsSchema = AppInfoSchema;
export type SiteSettings = AppInfo;

export const DEFAULT_SITE_SETTINGS: SiteSettings = {
  title: '星河娱乐',
  site_logo: '/static/brand/logo.svg',
  site_state: 1,
  repair_tips: '系统维护中，请稍后再来。给您带来不便，敬请谅解！',
  ios_download_url: '',
  android_download_url: '',
  redpacket_switch: 1,
  index_modal: 1,
  webcontent:
    '<p>欢迎来到星河娱乐！每日抢红包（按存款开放次数）、VIP 晋级礼金与投注返水等您来领：礼金在「VIP特权」领取，返水按 VIP 等级比例累计，在「我的资产 - 返水」一键领取。</p><p>请理性娱乐，未满18岁禁止参与。</p>',
  app_download_image: '/static/brand/app-download.svg',
};

export const SITE_SETTING_KEYS = Object.keys(DEFAULT_SITE_SETTINGS) as (keyof SiteSettings)[];

/** Merges stored rows over the defaults, ignoring rows whose value no longer fits the schema. */
export function resolveSiteSettings(rows: { key: string; value: unknown }[]): SiteSettings {
  const merged: Record<string, unknown> = { ...DEFAULT_SITE_SETTINGS };
  for (const row of rows) {
    if (!(row.key in DEFAULT_SITE_SETTINGS)) continue;
    const fieldSchema = SiteSettingsSchema.shape[row.key as keyof SiteSettings] as z.ZodType;
    const parsed = fieldSchema.safeParse(row.value);
    if (parsed.success) merged[row.key] = parsed.data;
  }
  return SiteSettingsSchema.parse(merged);
}
