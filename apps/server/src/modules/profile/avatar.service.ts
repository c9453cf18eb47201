import { randomBytes } from 'node:crypto';
import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { AVATAR_LIMITS, AVATAR_MESSAGES } from '@app/shared/contracts';
import type { Db } from '../../db/types';
import { AppError, refuse } from '../../lib/errors';
import { findMemberById, setAvatar } from '../members';

export type AvatarType = (typeof AVATAR_LIMITS.types)[number];

/** Where avatars are served: `/uploads/avatars/<32 hex>.<png|gif>`. */
export const AVATAR_URL_PREFIX = '/uploads/avatars/';
/** Names we give avatars; anything else is never read from disk. */
export const AVATAR_FILE_NAME = /^[0-9a-f]{32}\.(?:png|gif)$/;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * The image type by content (platform-rules §2), never by name or declared type: PNG = the 8-byte
 * signature followed by an IHDR chunk; GIF = 'GIF87a' or 'GIF89a' followed by a logical screen
 * descriptor. Anything else (text renamed to .png, JPEG, SVG with scripts) is refused.
 */
export function detectAvatarType(bytes: Buffer): AvatarType | undefined {
  if (
    bytes.length >= 24 &&
    bytes.subarray(0, 8).equals(PNG_SIGNATURE) &&
    bytes.subarray(12, 16).toString('latin1') === 'IHDR'
  ) {
    return 'png';
  }
  if (bytes.length >= 13) {
    const header = bytes.subarray(0, 6).toString('latin1');
    if (header === 'GIF87a' || header === 'GIF89a') return 'gif';
  }
  return undefined;
}

export function avatarDirectory(dataDir: string): string {
  return path.join(dataDir, 'uploads', 'avatars');
}

/**
 * Stores the avatar under a random name, points the member at it and removes the previous file
 * of ours (best effort). Returns the new address.
 */
export async function saveAvatar(db: Db, dataDir: string, memberId: bigint, bytes: Buffer): Promise<string> {
  if (bytes.length === 0) throw refuse(AVATAR_MESSAGES.missing);
  if (bytes.length > AVATAR_LIMITS.maxBytes) throw refuse(AVATAR_MESSAGES.tooLarge);
  const type = detectAvatarType(bytes);
  if (!type) throw refuse(AVATAR_MESSAGES.badType);
  const member = await findMemberById(db, memberId);
  if (!member) throw new AppError('unauthorized');

  const directory = avatarDirectory(dataDir);
  await mkdir(directory, { recursive: true });
  const name = `${randomBytes(16).toString('hex')}.${type}`;
  await writeFile(path.join(directory, name), bytes, { flag: 'wx', mode: 0o644 });
  const url = `${AVATAR_URL_PREFIX}${name}`;
  await setAvatar(db, memberId, url);

  const previous = member.avatar?.startsWith(AVATAR_URL_PREFIX) ? member.avatar.slice(AVATAR_URL_PREFIX.length) : '';
  if (AVATAR_FILE_NAME.test(previous)) await unlink(path.join(directory, previous)).catch(() => undefined);
  return url;
}

/** The stored avatar bytes and type, or undefined for a name we did not give or a missing file. */
export async function readAvatar(
  dataDir: string,
  name: string,
): Promise<{ bytes: Buffer; type: AvatarType } | undefined> {
  if (!AVATAR_FILE_NAME.test(name)) return undefined;
  try {
    const bytes = await readFile(path.join(avatarDirectory(dataDir), name));
    return { bytes, type: name.endsWith('.gif') ? 'gif' : 'png' };
  } catch {
    return undefined;
  }
}
