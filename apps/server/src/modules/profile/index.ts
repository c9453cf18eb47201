export { profileRoutes } from './profile.routes';
export { profilePagesRoutes } from './profile-pages.routes';
export { PROFILE_MESSAGES } from './profile.errors';
export { detectAvatarType, AVATAR_URL_PREFIX } from './avatar.service';
