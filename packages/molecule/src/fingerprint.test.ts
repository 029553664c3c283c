import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  countLevels,
  FingerprintSet,
  fingerprintFeatures,
  hasBit,
  mostSimilar,
  onBits,
  popcount,
  tanimoto,
} from './fingerprint.ts';

const bits = (...bytes: number[]) => Uint8Array.from(bytes);

describe('fingerprints', () => {
  it('counts set bits and reads bit i from byte i >> 3, lowest bit first', () => {
    const fp = bits(0b0000_0101, 0b1000_0000);
    expect(popcount(fp)).toBe(3);
    expect(onBits(fp)).toEqual([0, 2, 15]);
    expect(hasBit(fp, 2)).toBe(true);
    expect(hasBit(fp, 1)).toBe(false);
    expect([...fingerprintFeatures(fp)]).toEqual([1, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1]);
  });

  it('reads count-simulated bins back as the highest count bound each reached', () => {
    // Byte 0: bin 0 = 0b0001 (count >= 1), bin 1 = 0b0111 (>= 4); byte 1: bin 2 empty, bin 3 all.
    expect([...countLevels(bits(0b0111_0001, 0b1111_0000))]).toEqual([1, 4, 0, 8]);
    expect([...countLevels(bits(0b0000_0011))]).toEqual([2, 0]);
  });

  it('gives Tanimoto 1 for a fingerprint with itself, 0 for disjoint ones, and shared over union', () => {
    const a = bits(0b0000_1111, 0);
    expect(tanimoto(a, a)).toBe(1);
    expect(tanimoto(a, bits(0b1111_0000, 0xff))).toBe(0);
    // a has bits 0-3, b bits 2-5: 2 shared of 6 set in either.
    expect(tanimoto(a, bits(0b0011_1100, 0))).toBeCloseTo(2 / 6, 12);
    expect(tanimoto(bits(0, 0), bits(0, 0))).toBe(1);
    expect(() => tanimoto(bits(1), bits(1, 0))).toThrow(/8 and 16 bits/);
  });

  it('finds the most similar fingerprint of a list, the first of equals, and none in an empty list', () => {
    const query = bits(0b0000_1111);
    const list = [bits(0b1111_0000), bits(0b0000_0111), bits(0b0000_0011), bits(0b0000_0111)];
    expect(mostSimilar(query, list)).toEqual({ index: 1, similarity: 0.75 });
    expect(mostSimilar(query, [])).toBeNull();
  });

  it('agrees with Tanimoto computed bit by bit, and is symmetric', () => {
    const fp = fc.uint8Array({ minLength: 4, maxLength: 4 });
    fc.assert(
      fc.property(fp, fp, (a, b) => {
        const setA = new Set(onBits(a));
        const setB = new Set(onBits(b));
        const shared = [...setA].filter((i) => setB.has(i)).length;
        const union = new Set([...setA, ...setB]).size;
        expect(tanimoto(a, b)).toBe(union === 0 ? 1 : shared / union);
        expect(tanimoto(b, a)).toBe(tanimoto(a, b));
        expect(popcount(a)).toBe(setA.size);
      }),
    );
  });

  it('finds in a FingerprintSet what a search by tanimoto finds, for any length and alignment', () => {
    const list = fc
      .integer({ min: 1, max: 9 })
      .chain((bytes) =>
        fc.tuple(
          fc.uint8Array({ minLength: bytes, maxLength: bytes }),
          fc.array(fc.uint8Array({ minLength: bytes, maxLength: bytes }), { maxLength: 20 }),
        ),
      );
    fc.assert(
      fc.property(list, ([query, fingerprints]) => {
        // The same bytes at an odd offset take the byte-by-byte path.
        const shifted = new Uint8Array(query.length + 1);
        shifted.set(query, 1);
        const similarities = fingerprints.map((f) => tanimoto(query, f));
        for (const [i, f] of fingerprints.entries()) {
          expect(tanimoto(shifted.subarray(1), f)).toBe(similarities[i]);
        }
        const best = Math.max(...similarities);
        const expected =
          fingerprints.length === 0
            ? null
            : { index: similarities.indexOf(best), similarity: best };
        expect(new FingerprintSet(fingerprints).nearest(query)).toEqual(expected);
      }),
    );
    expect(() => new FingerprintSet([bits(1), bits(1, 2)])).toThrow(/16 and 8 bits/);
    expect(() => new FingerprintSet([bits(1)]).nearest(bits(1, 2))).toThrow(/16 and 8 bits/);
  });

  it('lists the k nearest of a FingerprintSet as a full sort by tanimoto does, skipping members asked to', () => {
    const sets = fc
      .integer({ min: 1, max: 4 })
      .chain((bytes) =>
        fc.tuple(
          fc.uint8Array({ minLength: bytes, maxLength: bytes }),
          fc.array(fc.uint8Array({ minLength: bytes, maxLength: bytes }), { maxLength: 20 }),
          fc.integer({ min: 1, max: 6 }),
        ),
      );
    fc.assert(
      fc.property(sets, ([query, fingerprints, k]) => {
        const set = new FingerprintSet(fingerprints);
        const ranked = (skip: (i: number) => boolean) =>
          fingerprints
            .map((f, index) => ({ index, similarity: tanimoto(query, f) }))
            .filter(({ index }) => !skip(index))
            // Most similar first; of equals, the first in the set.
            .sort((a, b) => b.similarity - a.similarity || a.index - b.index)
            .slice(0, k);
        const none = () => false;
        const odd = (i: number) => i % 2 === 1;
        expect(set.nearestK(query, k)).toEqual(ranked(none));
        expect(set.nearestK(query, k, odd)).toEqual(ranked(odd));
      }),
    );
  });
});
