import { bytesToHex, sha256, utf8Bytes } from '@app/shared/validation';
import { hmacSha256 } from './hmac-sha256';

/**
 * Provably fair outcomes (platform-rules §4). For a round, bytes come from
 * HMAC-SHA256(key = server seed, message = `${clientSeed}:${nonce}:${round}`) with round = 0, 1, 2, …
 * (each HMAC gives 32 bytes = 8 floats). Every 4 bytes make one float in [0, 1):
 * b0/256 + b1/256² + b2/256³ + b3/256⁴. Games consume floats in order. Never Math.random.
 */
export interface FairSeed {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

/** The public commitment to a server seed: its SHA-256 in hex, shown before any round is played. */
export function commitServerSeed(serverSeed: string): string {
  return bytesToHex(sha256(utf8Bytes(serverSeed)));
}

export function bytesToFloat(b0: number, b1: number, b2: number, b3: number): number {
  return b0 / 256 + b1 / 256 ** 2 + b2 / 256 ** 3 + b3 / 256 ** 4;
}

/** An endless stream of floats for one (server seed, client seed, nonce). */
export class OutcomeStream {
  private round = 0;
  private buffer: Uint8Array = new Uint8Array(0);
  private offset = 0;
  /** How many floats have been drawn (for verification and tests). */
  drawn = 0;

  constructor(private readonly seed: FairSeed) {}

  private refill(): void {
    this.buffer = hmacSha256(this.seed.serverSeed, `${this.seed.clientSeed}:${this.seed.nonce}:${this.round}`);
    this.round += 1;
    this.offset = 0;
  }

  nextFloat(): number {
    if (this.offset + 4 > this.buffer.length) this.refill();
    const b = this.buffer;
    const o = this.offset;
    this.offset += 4;
    this.drawn += 1;
    return bytesToFloat(b[o] ?? 0, b[o + 1] ?? 0, b[o + 2] ?? 0, b[o + 3] ?? 0);
  }

  /** An integer in [0, n). */
  nextInt(n: number): number {
    return Math.floor(this.nextFloat() * n);
  }

  /** A die: 1 + floor(float × 6). */
  nextDie(): number {
    return 1 + this.nextInt(6);
  }
}

/** The first `count` floats of a round, for the verifier and tests. */
export function floatsFor(seed: FairSeed, count: number): number[] {
  const stream = new OutcomeStream(seed);
  return Array.from({ length: count }, () => stream.nextFloat());
}
