import { AVATAR_LIMITS, AVATAR_MESSAGES } from '@app/shared/contracts/avatar-limits';

/** Avatars are gif or png (spec-1 §2) of at most 2 MB; the server checks the bytes again. */
const AVATAR_MIME_TYPES: readonly string[] = AVATAR_LIMITS.types.map((type) => `image/${type}`);
const AVATAR_EXTENSION = new RegExp(`\\.(${AVATAR_LIMITS.types.join('|')})$`, 'i');

/** Why a file cannot be an avatar (the contract's message), checked before uploading; or null. */
export function avatarFileProblem(file: { type: string; name: string; size: number }): string | null {
  const isAllowedType = file.type ? AVATAR_MIME_TYPES.includes(file.type) : AVATAR_EXTENSION.test(file.name);
  if (!isAllowedType) return AVATAR_MESSAGES.badType;
  if (file.size > AVATAR_LIMITS.maxBytes) return AVATAR_MESSAGES.tooLarge;
  return null;
}

/** The file input's `accept`: the picker offers only png and gif. */
export const AVATAR_ACCEPT = AVATAR_MIME_TYPES.join(',');
