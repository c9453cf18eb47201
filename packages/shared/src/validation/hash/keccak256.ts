// Keccak-256 as Ethereum uses it (original Keccak padding 0x01, not SHA3-256's 0x06), in plain
// TypeScript for EIP-55 address checksums in browser and server alike. Lanes are 64-bit bigints:
// slow next to a native hash, but an address is one block.

const MASK_64 = (1n << 64n) - 1n;
const RATE_BYTES = 136; // 1600-bit state minus 2 × 256-bit capacity

const ROUND_CONSTANTS = [
  0x0000000000000001n,
  0x0000000000008082n,
  0x800000000000808an,
  0x8000000080008000n,
  0x000000000000808bn,
  0x0000000080000001n,
  0x8000000080008081n,
  0x8000000000008009n,
  0x000000000000008an,
  0x0000000000000088n,
  0x0000000080008009n,
  0x000000008000000an,
  0x000000008000808bn,
  0x800000000000008bn,
  0x8000000000008089n,
  0x8000000000008003n,
  0x8000000000008002n,
  0x8000000000000080n,
  0x000000000000800an,
  0x800000008000000an,
  0x8000000080008081n,
  0x8000000000008080n,
  0x0000000080000001n,
  0x8000000080008008n,
];

/** ρ rotation of lane (x, y), indexed x + 5y. */
const ROTATIONS = [0, 1, 62, 28, 27, 36, 44, 6, 55, 20, 3, 10, 43, 25, 39, 41, 45, 15, 21, 8, 18, 2, 61, 56, 14].map(
  BigInt,
);

function rotateLeft(lane: bigint, bits: bigint): bigint {
  if (bits === 0n) return lane;
  return ((lane << bits) | (lane >> (64n - bits))) & MASK_64;
}

function lane(state: readonly bigint[], index: number): bigint {
  return state[index] ?? 0n;
}

function keccakF1600(state: bigint[]): void {
  const columns: bigint[] = new Array<bigint>(5).fill(0n);
  const moved: bigint[] = new Array<bigint>(25).fill(0n);
  for (const roundConstant of ROUND_CONSTANTS) {
    // θ
    for (let x = 0; x < 5; x += 1) {
      columns[x] =
        lane(state, x) ^ lane(state, x + 5) ^ lane(state, x + 10) ^ lane(state, x + 15) ^ lane(state, x + 20);
    }
    for (let x = 0; x < 5; x += 1) {
      const d = lane(columns, (x + 4) % 5) ^ rotateLeft(lane(columns, (x + 1) % 5), 1n);
      for (let y = 0; y < 25; y += 5) state[x + y] = lane(state, x + y) ^ d;
    }
    // ρ and π: B[y, 2x + 3y] = rot(A[x, y])
    for (let x = 0; x < 5; x += 1) {
      for (let y = 0; y < 5; y += 1) {
        const index = x + 5 * y;
        moved[y + 5 * ((2 * x + 3 * y) % 5)] = rotateLeft(lane(state, index), ROTATIONS[index] ?? 0n);
      }
    }
    // χ
    for (let y = 0; y < 25; y += 5) {
      for (let x = 0; x < 5; x += 1) {
        state[x + y] =
          lane(moved, x + y) ^ (~lane(moved, ((x + 1) % 5) + y) & MASK_64 & lane(moved, ((x + 2) % 5) + y));
      }
    }
    // ι
    state[0] = lane(state, 0) ^ roundConstant;
  }
}

function sponge256(message: Uint8Array, domainPadding: number): Uint8Array {
  const blockCount = Math.floor(message.length / RATE_BYTES) + 1;
  const padded = new Uint8Array(blockCount * RATE_BYTES);
  padded.set(message);
  padded[message.length] = (padded[message.length] ?? 0) ^ domainPadding;
  padded[padded.length - 1] = (padded[padded.length - 1] ?? 0) ^ 0x80;

  const view = new DataView(padded.buffer);
  const state: bigint[] = new Array<bigint>(25).fill(0n);
  for (let offset = 0; offset < padded.length; offset += RATE_BYTES) {
    for (let i = 0; i < RATE_BYTES / 8; i += 1) {
      state[i] = lane(state, i) ^ view.getBigUint64(offset + i * 8, true);
    }
    keccakF1600(state);
  }

  const digest = new Uint8Array(32);
  const digestView = new DataView(digest.buffer);
  for (let i = 0; i < 4; i += 1) digestView.setBigUint64(i * 8, lane(state, i), true);
  return digest;
}

/** Keccak-256 digest (32 bytes), as in Ethereum: keccak256('') = c5d24601…5d85a470. */
export function keccak256(message: Uint8Array): Uint8Array {
  return sponge256(message, 0x01);
}

/** SHA3-256 (FIPS 202) digest: the same permutation with SHA-3 padding; used to test it against node:crypto. */
export function sha3_256(message: Uint8Array): Uint8Array {
  return sponge256(message, 0x06);
}
