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
export { contentRoutes } from './content.routes';
export { contentPagesRoutes } from './content-pages.routes';
export { contentAdminRoutes } from './content.admin.routes';
export { CONTENT_MESSAGES } from './content.errors';
export { DEFAULT_SITE_SETTINGS, type SiteSettings } from './site-settings';
export {
  addBanners,
  addHomeNotices,
  listEnabledBanners,
  listEnabledHomeNotices,
  type NewBanner,
  type NewHomeNotice,
} from './home.service';
export {
  createNotice,
  countUnread,
  NOTICE_TITLE_MAX_LENGTH,
  updateNotice,
  type NewNotice,
  type NoticeTarget,
} from './notices.service';
export { readPage, readStoredPage, savePage, type PageInput } from './pages.service';
export { CONTENT_IMAGE_URL_PREFIX, detectContentImageType, saveContentImage } from './content-images.service';
export { DEFAULT_PAGES } from './pages.content';
export { readServiceUrl, SERVICE_PAGE_PATH, SERVICE_URL_SETTING_KEY } from './service.service';
export { seedContentBase, seedContentDemo } from './content.seed';
