/**
 * Packed fingerprints, as RDKit.js gives them: bit i is `(bytes[i >> 3] >> (i & 7)) & 1`. These
 * functions need no RDKit and run in the browser.
 */

/** Set bits of every byte value. */
const POPCOUNT = Uint8Array.from({ length: 256 }, (_, byte) => {
  let count = 0;
  for (let b = byte; b !== 0; b >>= 1) count += b & 1;
  return count;
});

export function popcount(bits: Uint8Array): number {
  let count = 0;
  for (let i = 0; i < bits.length; i++) count += POPCOUNT[bits[i] as number] as number;
  return count;
}

/** Whether bit i is set. */
export function hasBit(bits: Uint8Array, i: number): boolean {
  return (((bits[i >> 3] ?? 0) >> (i & 7)) & 1) === 1;
}

/** The indexes of the set bits, ascending. */
export function onBits(bits: Uint8Array): number[] {
  const on: number[] = [];
  for (let i = 0; i < bits.length * 8; i++) if (hasBit(bits, i)) on.push(i);
  return on;
}

/** The fingerprint as a 0/1 feature vector of bits.length * 8 values (a model's input). */
export function fingerprintFeatures(bits: Uint8Array): Float32Array {
  const features = new Float32Array(bits.length * 8);
  for (let i = 0; i < features.length; i++) features[i] = hasBit(bits, i) ? 1 : 0;
  return features;
}

/**
 * Tanimoto (Jaccard) similarity: shared set bits over bits set in either. Two empty fingerprints
 * are taken as identical (1).
 */
export function tanimoto(a: Uint8Array, b: Uint8Array): number {
  if (a.length !== b.length) {
    throw new RangeError(
      `Fingerprints of ${a.length * 8} and ${b.length * 8} bits cannot be compared.`,
    );
  }
  let both = 0;
  let either = 0;
  let i = 0;
  // Whole 32-bit words when both arrays allow it: about four times fewer steps than bytes.
  if (a.byteOffset % 4 === 0 && b.byteOffset % 4 === 0) {
    const words = a.length >> 2;
    const wa = new Uint32Array(a.buffer, a.byteOffset, words);
    const wb = new Uint32Array(b.buffer, b.byteOffset, words);
    for (let w = 0; w < words; w++) {
      const x = wa[w] as number;
      const y = wb[w] as number;
      both += popcount32(x & y);
      either += popcount32(x | y);
    }
    i = words << 2;
  }
  for (; i < a.length; i++) {
    const x = a[i] as number;
    const y = b[i] as number;
    both += POPCOUNT[x & y] as number;
    either += POPCOUNT[x | y] as number;
  }
  return either === 0 ? 1 : both / either;
}

/** Set bits of a 32-bit word (the classic SWAR sum of bit counts). */
function popcount32(word: number): number {
  let x = word - ((word >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  x = (x + (x >>> 4)) & 0x0f0f0f0f;
  return Math.imul(x, 0x01010101) >>> 24;
}

export interface NearestFingerprint {
  /** Position of the most similar fingerprint in the list (the first of equals). */
  index: number;
  similarity: number;
}

/**
 * Fingerprints of one length kept for many Tanimoto searches (a training set, for the
 * applicability domain). Each bit keeps the list of fingerprints that set it (an inverted index),
 * so a search counts the bits a query shares with every fingerprint by walking only the lists of
 * the query's set bits: sparse fingerprints such as Morgan's (about 40 of 2048 bits) are searched
 * in a small fraction of the time a comparison with each fingerprint takes.
 */
export class FingerprintSet {
  readonly size: number;
  private readonly bytes: number;
  private readonly counts: Uint32Array;
  /** Fingerprints setting bit b: members[starts[b]] .. members[starts[b + 1] - 1], ascending. */
  private readonly starts: Uint32Array;
  private readonly members: Uint32Array;
  private readonly shared: Uint32Array;

  constructor(fingerprints: readonly Uint8Array[]) {
    this.size = fingerprints.length;
    this.bytes = fingerprints[0]?.length ?? 0;
    this.counts = new Uint32Array(this.size);
    const bits = this.bytes * 8;
    const perBit = new Uint32Array(bits + 1);
    fingerprints.forEach((fingerprint, i) => {
      this.check(fingerprint);
      this.counts[i] = popcount(fingerprint);
      forEachBit(fingerprint, (bit) => {
        perBit[bit + 1] = (perBit[bit + 1] as number) + 1;
      });
    });
    for (let b = 0; b < bits; b++)
      perBit[b + 1] = (perBit[b + 1] as number) + (perBit[b] as number);
    this.starts = perBit;
    this.members = new Uint32Array(perBit[bits] as number);
    const filled = perBit.slice(0, bits);
    fingerprints.forEach((fingerprint, i) => {
      forEachBit(fingerprint, (bit) => {
        this.members[filled[bit] as number] = i;
        filled[bit] = (filled[bit] as number) + 1;
      });
    });
    this.shared = new Uint32Array(this.size);
  }

  /** The most similar fingerprint of the set by Tanimoto; null when the set is empty. */
  nearest(query: Uint8Array): NearestFingerprint | null {
    if (this.size === 0) return null;
    const shared = this.countShared(query);
    const queryCount = popcount(query);
    let best: NearestFingerprint = { index: -1, similarity: -1 };
    for (let i = 0; i < this.size; i++) {
      const similarity = this.similarity(shared, queryCount, i);
      if (similarity > best.similarity) {
        best = { index: i, similarity };
        if (similarity === 1) break;
      }
    }
    return best;
  }

  /**
   * The k most similar fingerprints, most similar first (of equals, the first in the set);
   * `skip` leaves members out (a training molecule's own group, when it is scored against the rest).
   */
  nearestK(query: Uint8Array, k: number, skip?: (index: number) => boolean): NearestFingerprint[] {
    if (this.size === 0) return [];
    const shared = this.countShared(query);
    const queryCount = popcount(query);
    const best: NearestFingerprint[] = [];
    for (let i = 0; i < this.size; i++) {
      const similarity = this.similarity(shared, queryCount, i);
      if (best.length === k && similarity <= (best[k - 1] as NearestFingerprint).similarity)
        continue;
      if (skip?.(i)) continue;
      let at = best.length;
      while (at > 0 && (best[at - 1] as NearestFingerprint).similarity < similarity) at--;
      best.splice(at, 0, { index: i, similarity });
      if (best.length > k) best.pop();
    }
    return best;
  }

  /** How many set bits the query shares with each member (an inverted-index walk). */
  private countShared(query: Uint8Array): Uint32Array {
    this.check(query);
    const shared = this.shared.fill(0);
    forEachBit(query, (bit) => {
      const end = this.starts[bit + 1] as number;
      for (let k = this.starts[bit] as number; k < end; k++) {
        const i = this.members[k] as number;
        shared[i] = (shared[i] as number) + 1;
      }
    });
    return shared;
  }

  private similarity(shared: Uint32Array, queryCount: number, i: number): number {
    const both = shared[i] as number;
    const either = queryCount + (this.counts[i] as number) - both;
    return either === 0 ? 1 : both / either;
  }

  private check(fingerprint: Uint8Array): void {
    if (fingerprint.length !== this.bytes) {
      throw new RangeError(
        `Fingerprints of ${fingerprint.length * 8} and ${this.bytes * 8} bits cannot be compared.`,
      );
    }
  }
}

/** Calls `use` with each set bit's index, ascending. */
function forEachBit(bits: Uint8Array, use: (bit: number) => void): void {
  for (let i = 0; i < bits.length; i++) {
    let byte = bits[i] as number;
    while (byte !== 0) {
      const low = byte & -byte;
      use((i << 3) + (31 - Math.clz32(low)));
      byte ^= low;
    }
  }
}

/**
 * The fingerprint of a list most similar to `query` by Tanimoto: for an applicability domain, the
 * training molecule nearest to a new one. null for an empty list. For many queries against one
 * list, build a FingerprintSet once.
 */
export function mostSimilar(
  query: Uint8Array,
  fingerprints: readonly Uint8Array[],
): NearestFingerprint | null {
  return new FingerprintSet(fingerprints).nearest(query);
}

/**
 * RDKit.js gives counts only by count simulation: each bin of a fingerprint owns COUNT_LEVELS
 * consecutive bits, set when the bin's count reaches 1, 2, 4 and 8 (RDKit's default bounds; the
 * JavaScript build does not take others).
 */
export const COUNT_LEVELS = 4;
const COUNT_BOUNDS = [1, 2, 4, 8] as const;

/**
 * A count-simulated fingerprint (COUNT_LEVELS bits a bin) read back as one value a bin: the
 * highest bound its count reached (0, 1, 2, 4 or 8), a lower bound of the count. Models that
 * split on thresholds (trees) lose only the difference between counts of one band (2 and 3, 4
 * to 7, 8 and more).
 */
export function countLevels(bits: Uint8Array): Uint8Array {
  // Two bins per byte (4 bits each), lowest bits first.
  const out = new Uint8Array(bits.length * 2);
  for (let i = 0; i < bits.length; i++) {
    const byte = bits[i] as number;
    out[2 * i] = LEVEL_OF_NIBBLE[byte & 0x0f] as number;
    out[2 * i + 1] = LEVEL_OF_NIBBLE[byte >> 4] as number;
  }
  return out;
}

/** The count a bin's four bits stand for: bounds are reached in order, so the highest set bit. */
const LEVEL_OF_NIBBLE = Uint8Array.from({ length: 16 }, (_, nibble) =>
  nibble === 0 ? 0 : (COUNT_BOUNDS[31 - Math.clz32(nibble)] as number),
);
