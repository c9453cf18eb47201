export { profileRoutes } from './profile.routes';
export { profilePagesRoutes } from './profile-pages.routes';
export { PROFILE_MESSAGES } from './profile.errors';
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
export { detectAvatarType, AVATAR_URL_PREFIX } from './avatar.service';
export { seedProfileContent, seedProfileDemo } from './profile.seed';
