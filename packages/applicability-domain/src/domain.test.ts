import { describe, expect, it } from 'vitest';
import { ApplicabilityDomain, nearestSimilarities } from './domain.ts';
import { measureDomain } from './measure.ts';

/** A 16-bit fingerprint with the given bits set. */
function fp(...bits: number[]): Uint8Array {
  const bytes = new Uint8Array(2);
  for (const b of bits) bytes[b >> 3] = (bytes[b >> 3] as number) | (1 << (b & 7));
  return bytes;
}

const settings = { fingerprint: { radius: 2, nBits: 16 }, threshold: 0.5 };
const training = [
  { name: 'row 1', smiles: 'CCO', fingerprint: fp(0, 1, 2, 3) },
  { name: 'row 2', smiles: 'c1ccccc1', fingerprint: fp(8, 9, 10) },
  { name: 'row 3', smiles: 'CCN', fingerprint: fp(0, 1, 15) },
];

describe('ApplicabilityDomain', () => {
  it('names the nearest training molecule and says whether a molecule is inside', () => {
    const domain = new ApplicabilityDomain(training, settings);
    // {0,1,2} vs row 1: 3 shared of 4 set in either.
    expect(domain.locate(fp(0, 1, 2))).toEqual({
      similarity: 0.75,
      nearest: { name: 'row 1', smiles: 'CCO' },
      inDomain: true,
    });
    // {9, 12} vs row 2: 1 shared of 4.
    expect(domain.locate(fp(9, 12))).toEqual({
      similarity: 0.25,
      nearest: { name: 'row 2', smiles: 'c1ccccc1' },
      inDomain: false,
    });
    // Exactly at the threshold is inside: {8, ..., 13} vs row 2, 3 shared of 6.
    expect(domain.locate(fp(8, 9, 10, 11, 12, 13))).toMatchObject({
      similarity: 0.5,
      inDomain: true,
    });
  });

  it('reads back from its file what it was built with', () => {
    const domain = new ApplicabilityDomain(training, settings);
    const file = JSON.parse(JSON.stringify(domain.toFile()));
    const read = ApplicabilityDomain.fromFile(file);
    expect(read.size).toBe(3);
    expect(read.threshold).toBe(0.5);
    for (const query of [fp(0, 1, 2), fp(9, 12), fp(15), fp()]) {
      expect(read.locate(query)).toEqual(domain.locate(query));
    }
  });

  it('refuses fingerprints of another length, a bad threshold and a damaged file', () => {
    expect(
      () =>
        new ApplicabilityDomain(training, { ...settings, fingerprint: { radius: 2, nBits: 8 } }),
    ).toThrow(/16 bits, not the 8/);
    expect(() => new ApplicabilityDomain(training, { ...settings, threshold: 1.5 })).toThrow(/0-1/);
    expect(() => new ApplicabilityDomain([], settings)).toThrow(/needs training molecules/);
    const file = new ApplicabilityDomain(training, settings).toFile();
    expect(() =>
      ApplicabilityDomain.fromFile({ ...file, molecules: { ...file.molecules, names: ['x'] } }),
    ).toThrow(/different numbers/);
  });
});

describe('nearestSimilarities', () => {
  it('gives each query its best Tanimoto similarity to the reference', () => {
    expect(
      nearestSimilarities(
        [fp(0, 1, 2, 3), fp(9), fp(4)],
        training.map((t) => t.fingerprint),
      ),
    ).toEqual([1, 1 / 3, 0]);
  });
});

describe('measureDomain', () => {
  /** n points at a similarity, each with the given absolute error. */
  const points = (n: number, similarity: number, error: number) =>
    Array.from({ length: n }, () => ({ similarity, squaredError: error * error }));

  it('puts the threshold where the validation error grows', () => {
    // RMSE 0.5 from similarity 0.4 up; 30 molecules at 0.25 with error 1.5.
    const measured = measureDomain([
      ...points(30, 0.25, 1.5),
      ...points(120, 0.6, 0.5),
      ...points(50, 0.9, 0.5),
    ]);
    // Below any t in (0.25, 0.6] the 30 dissimilar molecules have RMSE 1.5, overall ~0.85.
    expect(measured.threshold).toBe(0.6);
    expect(measured.outside).toEqual({ n: 30, rmse: 1.5 });
    expect(measured.inside).toEqual({ n: 170, rmse: 0.5 });
    expect(measured.bins.find((b) => b.from === 0.2)).toEqual({
      from: 0.2,
      to: 0.3,
      n: 30,
      rmse: 1.5,
    });
    expect(measured.bins.at(-1)).toEqual({ from: 0.8, to: 1, n: 50, rmse: 0.5 });
    expect(measured.rule).toMatch(/^0\.6 is the highest similarity/);
  });

  it('takes no threshold when the error does not grow, or too few molecules are dissimilar', () => {
    expect(measureDomain([...points(40, 0.2, 0.5), ...points(40, 0.8, 0.5)]).threshold).toBe(0);
    const few = measureDomain([...points(10, 0.2, 3), ...points(100, 0.8, 0.5)]);
    expect(few.threshold).toBe(0);
    expect(few.outside.n).toBe(0);
    expect(few.rule).toMatch(/every molecule is taken as inside/);
    expect(
      measureDomain([...points(10, 0.2, 3), ...points(100, 0.8, 0.5)], { minPoints: 5 }).threshold,
    ).toBe(0.8);
  });
});
