export { ContentService, seedSiteSettings } from './content.service';
export { contentRoutes } from './content.routes';
export { DEFAULT_SITE_SETTINGS, type SiteSettings } from './site-settings';
export {
  insertMissingSettingRows,
  lockSettingRows,
  readSettingRows,
  writeSettingRows,
  type SettingRow,
} from './settings.queries';
