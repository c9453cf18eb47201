import { sha256, utf8Bytes } from '@app/shared/validation';

const BLOCK = 64;

/** HMAC-SHA256 (RFC 2104) in pure TypeScript, so the verifier page recomputes rounds in the browser. */
export function hmacSha256(key: Uint8Array | string, message: Uint8Array | string): Uint8Array {
  let keyBytes = typeof key === 'string' ? utf8Bytes(key) : key;
  const messageBytes = typeof message === 'string' ? utf8Bytes(message) : message;
  if (keyBytes.length > BLOCK) keyBytes = sha256(keyBytes);
  const inner = new Uint8Array(BLOCK + messageBytes.length);
  const outer = new Uint8Array(BLOCK + 32);
  for (let i = 0; i < BLOCK; i += 1) {
    const byte = keyBytes[i] ?? 0;
    inner[i] = byte ^ 0x36;
    outer[i] = byte ^ 0x5c;
  }
  inner.set(messageBytes, BLOCK);
  outer.set(sha256(inner), BLOCK);
  return sha256(outer);
}
