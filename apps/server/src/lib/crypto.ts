import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  hkdfSync,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';

export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export function hmacHex(secret: string, value: string): string {
  return createHmac('sha256', secret).update(value).digest('hex');
}

/** 32 random bytes, base64url: bearer tokens (platform-rules §2). */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** Constant-time comparison of two hex or text digests. */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** A uniformly random string of decimal digits from a cryptographic source. */
export function randomDigits(length: number): string {
  let out = '';
  while (out.length < length) {
    const byte = randomBytes(1)[0]!;
    if (byte < 250) out += String(byte % 10); // reject 250-255 to avoid modulo bias
  }
  return out;
}

/**
 * A 32-byte key derived from the app secret with HKDF-SHA256 for one purpose (`info`), so each
 * use of the secret gets its own key and none of them is the secret itself.
 */
export function deriveKey(secret: string, info: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'app-secret-kdf-v1', info, 32));
}

const SEAL_VERSION = 'v1';
const GCM_IV_BYTES = 12;
const GCM_TAG_BYTES = 16;

/**
 * Encrypts text with AES-256-GCM under a 32-byte key: 'v1:' + base64url(iv ‖ tag ‖ ciphertext).
 * `aad` (e.g. the row's code) is authenticated but not stored, so a sealed value copied to another
 * row does not open there.
 */
export function sealText(key: Buffer, plaintext: string, aad = ''): string {
  const iv = randomBytes(GCM_IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(aad, 'utf8'));
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return `${SEAL_VERSION}:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
}

/** Opens a value of `sealText`; undefined when it is malformed, tampered with or sealed under another key or aad. */
export function openSealedText(key: Buffer, sealed: string, aad = ''): string | undefined {
  const [version, encoded] = sealed.split(':');
  if (version !== SEAL_VERSION || !encoded) return undefined;
  const raw = Buffer.from(encoded, 'base64url');
  if (raw.length < GCM_IV_BYTES + GCM_TAG_BYTES) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, GCM_IV_BYTES));
    decipher.setAAD(Buffer.from(aad, 'utf8'));
    decipher.setAuthTag(raw.subarray(GCM_IV_BYTES, GCM_IV_BYTES + GCM_TAG_BYTES));
    return Buffer.concat([decipher.update(raw.subarray(GCM_IV_BYTES + GCM_TAG_BYTES)), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    return undefined;
  }
}
