import { createHash, createHmac, randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hmacSha256 } from './hmac-sha256';
import { bytesToFloat, commitServerSeed, floatsFor, OutcomeStream } from './outcome-stream';

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

describe('hmacSha256', () => {
  it('matches RFC 4231 test case 2', () => {
    expect(hex(hmacSha256('Jefe', 'what do ya want for nothing?'))).toBe(
      '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    );
  });

  it('matches node:crypto for any key and message, including keys longer than a block', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 150 }), fc.uint8Array({ maxLength: 300 }), (key, message) => {
        const expected = createHmac('sha256', key).update(message).digest('hex');
        expect(hex(hmacSha256(key, message))).toBe(expected);
      }),
      { numRuns: 200 },
    );
  });
});

describe('OutcomeStream', () => {
  const seed = { serverSeed: 'server-seed-fixed-vector', clientSeed: 'member-seed', nonce: 7 };

  it('turns each 4 bytes of the HMAC into one float, rounds in order', () => {
    const round0 = createHmac('sha256', seed.serverSeed).update('member-seed:7:0').digest();
    const round1 = createHmac('sha256', seed.serverSeed).update('member-seed:7:1').digest();
    const expected = [...round0, ...round1];
    const floats = floatsFor(seed, 10);
    floats.forEach((value, i) => {
      const o = i * 4;
      expect(value).toBe(bytesToFloat(expected[o]!, expected[o + 1]!, expected[o + 2]!, expected[o + 3]!));
    });
  });

  it('matches a fixed vector, so a change of the scheme cannot pass unnoticed', () => {
    // HMAC-SHA256('server-seed-fixed-vector', 'member-seed:7:0') = ce1d7b12 38dc23df 313d57c0 …
    expect(floatsFor(seed, 1)[0]).toBe(0xce / 256 + 0x1d / 256 ** 2 + 0x7b / 256 ** 3 + 0x12 / 256 ** 4);
    expect(floatsFor(seed, 1)[0]).toBeCloseTo(0.8051373404450715, 15);
    const stream = new OutcomeStream(seed);
    expect([stream.nextDie(), stream.nextDie(), stream.nextDie()]).toEqual([5, 2, 2]);
  });

  it('maps floats to dice as 1 + floor(float × 6)', () => {
    const floats = floatsFor(seed, 6);
    const stream = new OutcomeStream(seed);
    const dice = Array.from({ length: 6 }, () => stream.nextDie());
    expect(dice).toEqual(floats.map((value) => 1 + Math.floor(value * 6)));
    expect(dice.every((die) => die >= 1 && die <= 6)).toBe(true);
  });

  it('computes the float exactly from four bytes', () => {
    expect(bytesToFloat(0, 0, 0, 0)).toBe(0);
    expect(bytesToFloat(128, 0, 0, 0)).toBe(0.5);
    expect(bytesToFloat(255, 255, 255, 255)).toBeLessThan(1);
    expect(bytesToFloat(1, 2, 3, 4)).toBe(1 / 256 + 2 / 65536 + 3 / 16777216 + 4 / 4294967296);
  });

  it('is deterministic per seed and differs by nonce', () => {
    expect(floatsFor(seed, 3)).toEqual(floatsFor(seed, 3));
    expect(floatsFor({ ...seed, nonce: 8 }, 3)).not.toEqual(floatsFor(seed, 3));
  });

  it('spreads dice evenly', () => {
    const stream = new OutcomeStream({ serverSeed: randomBytes(16).toString('hex'), clientSeed: 'x', nonce: 0 });
    const counts = [0, 0, 0, 0, 0, 0];
    for (let i = 0; i < 60_000; i += 1) counts[stream.nextDie() - 1]! += 1;
    for (const count of counts) expect(Math.abs(count - 10_000)).toBeLessThan(500);
  });

  it('commits to a server seed with its SHA-256', () => {
    expect(commitServerSeed('abc')).toBe(createHash('sha256').update('abc').digest('hex'));
  });
});
