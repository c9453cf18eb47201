// Base58 (Bitcoin alphabet), for TRC20 addresses.

const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

/** Base58 text of bytes; each leading zero byte becomes a leading '1'. */
export function encodeBase58(bytes: Uint8Array): string {
  let value = 0n;
  for (const byte of bytes) value = value * 256n + BigInt(byte);
  let text = '';
  while (value > 0n) {
    text = ALPHABET.charAt(Number(value % 58n)) + text;
    value /= 58n;
  }
  let leadingZeros = 0;
  while (leadingZeros < bytes.length && bytes[leadingZeros] === 0) leadingZeros += 1;
  return '1'.repeat(leadingZeros) + text;
}

/** Bytes of base58 text, or null when it holds a character outside the alphabet. */
export function decodeBase58(text: string): Uint8Array | null {
  let value = 0n;
  for (const char of text) {
    const digit = ALPHABET.indexOf(char);
    if (digit < 0) return null;
    value = value * 58n + BigInt(digit);
  }
  const body: number[] = [];
  while (value > 0n) {
    body.unshift(Number(value % 256n));
    value /= 256n;
  }
  let leadingOnes = 0;
  while (leadingOnes < text.length && text[leadingOnes] === '1') leadingOnes += 1;
  return Uint8Array.from([...new Array<number>(leadingOnes).fill(0), ...body]);
}
