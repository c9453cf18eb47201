import { createHash } from 'node:crypto';

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { bytesEqual, bytesToHex, utf8Bytes } from './bytes';
import { keccak256, sha3_256 } from './keccak256';
import { sha256 } from './sha256';

// node:crypto is fine here: tests run in Node; only the code under test must run in a browser.
function nodeHash(algorithm: string, bytes: Uint8Array): string {
  return createHash(algorithm).update(bytes).digest('hex');
}

const anyBytes = fc.uint8Array({ maxLength: 700 });

describe('sha256', () => {
  it.each([
    ['', 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'],
    ['abc', 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'],
    [
      'abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq',
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    ],
  ])('hashes %j to the FIPS 180-2 vector', (text, hex) => {
    expect(bytesToHex(sha256(utf8Bytes(text)))).toBe(hex);
  });

  it('hashes a million a to the FIPS 180-2 vector', () => {
    expect(bytesToHex(sha256(new Uint8Array(1_000_000).fill(0x61)))).toBe(
      'cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0',
    );
  });

  it('agrees with node:crypto on any input, block boundaries included', () => {
    fc.assert(
      fc.property(anyBytes, (bytes) => {
        expect(bytesToHex(sha256(bytes))).toBe(nodeHash('sha256', bytes));
      }),
    );
    for (const length of [55, 56, 63, 64, 65, 119, 120, 128]) {
      const bytes = new Uint8Array(length).fill(length);
      expect(bytesToHex(sha256(bytes))).toBe(nodeHash('sha256', bytes));
    }
  });
});

describe('keccak256', () => {
  it.each([
    ['', 'c5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470'],
    ['abc', '4e03657aea45a94fc7d47ba826c8d667c0d1e6e33a64a036ec44f58fa12d6c45'],
    ['The quick brown fox jumps over the lazy dog', '4d741b6f1eb29cb2a9b9911c82f56fa8d73b04959d3d9d222895df6c0b28aa15'],
  ])('hashes %j to the Ethereum vector', (text, hex) => {
    expect(bytesToHex(keccak256(utf8Bytes(text)))).toBe(hex);
  });

  it('runs the same permutation as SHA3-256 in node:crypto, over several blocks', () => {
    fc.assert(
      fc.property(anyBytes, (bytes) => {
        expect(bytesToHex(sha3_256(bytes))).toBe(nodeHash('sha3-256', bytes));
      }),
      { numRuns: 60 },
    );
    for (const length of [0, 135, 136, 137, 271, 272, 273]) {
      const bytes = new Uint8Array(length).fill(7);
      expect(bytesToHex(sha3_256(bytes))).toBe(nodeHash('sha3-256', bytes));
    }
  });
});

describe('bytesEqual', () => {
  it('compares contents and lengths', () => {
    expect(bytesEqual(new Uint8Array([1, 2]), new Uint8Array([1, 2]))).toBe(true);
    expect(bytesEqual(new Uint8Array([1, 2]), new Uint8Array([1, 3]))).toBe(false);
    expect(bytesEqual(new Uint8Array([1]), new Uint8Array([1, 0]))).toBe(false);
  });
});
