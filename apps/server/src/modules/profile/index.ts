export { PROFILE_MESSAGES } from './profile.errors';
export { detectAvatarType, AVATAR_URL_PREFIX } from './avatar.service';
