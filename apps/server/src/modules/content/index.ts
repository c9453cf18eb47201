export {
  getSiteSettings,
  lockSettings,
  readSetting,
  readSettings,
  readSiteSettings,
  seedSettings,
  seedSiteSettings,
  SiteSettingsCache,
  updateSiteSettings,
  writeSettings,
} from './content.service';
export { DEFAULT_SITE_SETTINGS, type SiteSettings } from './site-settings';
export {
  addBanners,
  addHomeNotices,
  listEnabledBanners,
  listEnabledHomeNotices,
  type NewBanner,
  type NewHomeNotice,
} from './home.service';
export { seedContentBase, seedContentDemo } from './content.seed';
export { replaceUnchangedLegacyTexts } from './honest-texts.seed';
