import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { CONTENT_IMAGE_LIMITS, CONTENT_IMAGE_MESSAGES } from '@app/shared/contracts';
import { refuse } from '../../lib/errors';
import { detectAvatarType } from '../profile';

export type ContentImageType = (typeof CONTENT_IMAGE_LIMITS.types)[number];

/** Where staff-uploaded images (banners, service icons, page pictures) are served. */
export const CONTENT_IMAGE_URL_PREFIX = '/uploads/content/';
/** Names we give them: the first 32 hex digits of the content's SHA-256 and the type. */
export const CONTENT_IMAGE_FILE_NAME = /^[0-9a-f]{32}\.(?:png|jpg|webp|gif)$/;

const EXTENSIONS: Record<ContentImageType, string> = { png: 'png', jpeg: 'jpg', webp: 'webp', gif: 'gif' };
export const CONTENT_IMAGE_MIME: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
};

/**
 * The image type by content, never by name or declared type: PNG and GIF as for avatars
 * (`detectAvatarType`), JPEG = SOI marker FF D8 followed by a marker FF, WebP = 'RIFF' size 'WEBP'
 * and a VP8/VP8L/VP8X chunk. SVG (which can carry scripts) and anything else are refused.
 */
export function detectContentImageType(bytes: Buffer): ContentImageType | undefined {
  const avatar = detectAvatarType(bytes);
  if (avatar) return avatar;
  if (bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (
    bytes.length >= 16 &&
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP' &&
    bytes.subarray(12, 15).toString('latin1') === 'VP8'
  ) {
    return 'webp';
  }
  return undefined;
}

export function contentImageDirectory(dataDir: string): string {
  return path.join(dataDir, 'uploads', 'content');
}

/**
 * Stores an image under its content hash (the same picture uploaded twice is one file) and
 * answers its site path. Refuses empty, too large and unknown content with a Chinese message.
 */
export async function saveContentImage(
  dataDir: string,
  bytes: Buffer,
): Promise<{ url: string; type: ContentImageType; bytes: number }> {
  if (bytes.length === 0) throw refuse(CONTENT_IMAGE_MESSAGES.missing);
  if (bytes.length > CONTENT_IMAGE_LIMITS.maxBytes) throw refuse(CONTENT_IMAGE_MESSAGES.tooLarge);
  const type = detectContentImageType(bytes);
  if (!type) throw refuse(CONTENT_IMAGE_MESSAGES.badType);
  const directory = contentImageDirectory(dataDir);
  await mkdir(directory, { recursive: true });
  const name = `${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}.${EXTENSIONS[type]}`;
  try {
    await writeFile(path.join(directory, name), bytes, { flag: 'wx', mode: 0o644 });
  } catch (error) {
    // Same content, same name: the file is already there.
    if (!(typeof error === 'object' && error !== null && 'code' in error && error.code === 'EEXIST')) throw error;
  }
  return { url: `${CONTENT_IMAGE_URL_PREFIX}${name}`, type, bytes: bytes.length };
}

/** The stored bytes and content type, or undefined for a name we did not give or a missing file. */
export async function readContentImage(
  dataDir: string,
  name: string,
): Promise<{ bytes: Buffer; mime: string } | undefined> {
  if (!CONTENT_IMAGE_FILE_NAME.test(name)) return undefined;
  const mime = CONTENT_IMAGE_MIME[name.slice(name.lastIndexOf('.') + 1)];
  if (!mime) return undefined;
  try {
    return { bytes: await readFile(path.join(contentImageDirectory(dataDir), name)), mime };
  } catch {
    return undefined;
  }
}
