import { describe, expect, it } from 'vitest';
import { assertOutOfFit, crossValidatePairs, type FoldFit } from './cross-validation.ts';
import { analogPairs } from './pairs.ts';

// Families of analogs (one substitution or deletion apart) and unrelated peptides.
const bases = ['KLAKLAKKLAKLAK', 'GIGKFLHSAKKFGK', 'FLPLIGRVLSGIL', 'ILPWKWPWWPWRR', 'RRWQWRMKKLG'];
const sequences = [
  ...bases.flatMap((base) => [
    base,
    `A${base.slice(1)}`,
    `${base.slice(0, 3)}W${base.slice(4)}`,
    base.slice(0, -1),
    `${base.slice(0, 5)}P${base.slice(6)}`,
  ]),
  // Unrelated peptides: a window of the alphabet behind a common start, of a length of its own.
  ...Array.from(
    { length: 30 },
    (_, i) => `GSSG${'ACDEFHIKLMNPQRSTVWY'.slice(i % 12, (i % 12) + 4 + (i % 5))}`,
  ),
];
const unique = [...new Set(sequences)];
const measured = unique.map((s, i) => -1 - (s.length % 7) * 0.2 - (i % 3) * 0.1);

/** A model that recalls what it was fitted on and gives the mean of that to anything else. */
const recalling: FoldFit = (rows) => {
  const fitted = new Set(rows);
  const mean = rows.reduce((s, r) => s + (measured[r] as number), 0) / rows.length;
  return (row) => (fitted.has(row) ? (measured[row] as number) : mean);
};

describe('crossValidatePairs', () => {
  const pairs = analogPairs(unique);
  const fits: { rows: readonly number[]; fold: number; anchor: string }[] = [];
  const cv = crossValidatePairs({ sequences: unique, measured }, pairs, (rows, fold, anchor) => {
    fits.push({ rows, fold, anchor });
    return recalling(rows, fold, anchor);
  });

  it('fits each fold of both cases once', () => {
    expect(pairs.length).toBeGreaterThan(30);
    expect(fits).toHaveLength(10);
    expect(cv.measured.length).toBeGreaterThan(0);
  });

  it('never has the variant in the fit that scores it; the reference only when measured', () => {
    for (const scored of [...cv.measured, ...cv.predicted]) {
      const fit = fits.find((f) => f.fold === scored.fold && f.anchor === scored.anchor);
      expect(fit?.rows).not.toContain(scored.pair.variant);
      if (scored.anchor === 'measured') expect(fit?.rows).toContain(scored.pair.reference);
      else expect(fit?.rows).not.toContain(scored.pair.reference);
    }
    // The recalling model shows it too: the reference recalled only in the measured case.
    for (const scored of cv.measured) {
      expect(scored.referencePredicted).toBe(scored.referenceMeasured);
      expect(scored.variantPredicted).not.toBe(scored.variantMeasured);
    }
  });

  it('scores the same pairs in both cases, in the same order, whole families held out together', () => {
    expect(cv.predicted.map((s) => s.pair)).toEqual(cv.measured.map((s) => s.pair));
    for (const { pair } of cv.predicted) {
      expect(cv.foldOf.predicted[pair.reference]).toBe(cv.foldOf.predicted[pair.variant]);
    }
    for (const { pair } of cv.measured) {
      expect(cv.foldOf.measured[pair.reference]).not.toBe(cv.foldOf.measured[pair.variant]);
    }
  });

  it('refuses a fit that contains what it scores', () => {
    const [pair] = pairs;
    if (!pair) throw new Error('no pair');
    expect(() =>
      assertOutOfFit(unique, [pair.variant, pair.reference], [pair], 'measured'),
    ).toThrow('is in the fit that scores it');
    expect(() => assertOutOfFit(unique, [pair.reference], [pair], 'predicted')).toThrow(
      'as unmeasured',
    );
    expect(() => assertOutOfFit(unique, [], [pair], 'measured')).toThrow('missing from the fit');
  });
});
