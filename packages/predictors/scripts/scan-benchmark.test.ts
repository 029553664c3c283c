import {
  analogPairs,
  type LearnedTrial,
  learnedTrial,
  predictedChange,
  scoreChanges,
} from '@peptox/mutant-scan';
import { HC50_MODEL } from '@peptox/predictor-hemopep';
import { describe, expect, it } from 'vitest';
import { runScanBenchmark } from './scan-benchmark.ts';
import { refit } from './scan-refit.ts';

// The scan benchmark's code on a small subset of the HC50 model's own records (the peptides of a
// few dozen analog pairs and a small forest), so that it runs in seconds: what the full command
// (`bench:scan`) runs, fold for fold.
const all = refit(HC50_MODEL, 'hc50');
const inPairs = new Set(
  analogPairs(all.sequences)
    .slice(0, 60)
    .flatMap((p) => [all.sequences[p.reference], all.sequences[p.variant]]),
);
const small = refit(HC50_MODEL, 'hc50', {
  records: (sequence, row) => inPairs.has(sequence) || row % 12 === 0,
  setting: { learner: 'forest', nTrees: 10, seed: 7, minSamplesLeaf: 3 },
});

describe('the scan benchmark on a small subset', () => {
  const fits: { anchor: string; fold: number }[] = [];
  const learned: Partial<Record<'measured' | 'predicted', LearnedTrial>> = {};
  const file = runScanBenchmark(small, {
    folds: 3,
    modelUrl: HC50_MODEL.url,
    onFit: (anchor, fold) => fits.push({ anchor, fold }),
    onPairs: (cv) => Object.assign(learned, learnedTrial(cv)),
  });

  it('reads the model’s records and values from its own files', () => {
    expect(all.sequences).toHaveLength(1582);
    // pHC50 -> log10 HC50 in µM: the change's scale is the value's.
    expect(all.measured[0]).toBeCloseTo(-(all.y[0] as number), 12);
    expect(small.sequences.length).toBeLessThan(300);
  });

  it('fits every fold of both anchors once and scores the same pairs in both', () => {
    expect(fits).toHaveLength(6);
    expect(file.pairs).toBeGreaterThan(40);
    const { measured, predicted } = file.cases;
    expect(measured.figures.pairs).toBe(predicted.figures.pairs);
    expect(measured.figures.pairs).toBeGreaterThan(0);
    expect(measured.tried.map((t) => t.method)).toEqual(['difference', 'anchored', 'fitted']);
    expect(predicted.tried.map((t) => t.method)).toEqual(['difference', 'fitted']);
    for (const t of [...measured.tried, ...predicted.tried]) {
      expect(Number.isFinite(t.figures.spearman)).toBe(true);
      expect(t.figures.uncertainty).toBeGreaterThan(0);
    }
  });

  it('tries the learned change on the same pairs, beside the methods it may serve', () => {
    for (const kind of ['measured', 'predicted'] as const) {
      const trial = learned[kind];
      expect(trial?.figures.pairs).toBe(file.cases[kind].figures.pairs);
      expect(Number.isFinite(trial?.figures.spearman)).toBe(true);
      expect(trial?.change.weights.every(Number.isFinite)).toBe(true);
    }
  });

  it('keeps the method with the smallest uncertainty, and the service applies it', () => {
    const served = file.cases.measured;
    expect(served.figures.uncertainty).toBe(
      Math.min(...served.tried.map((t) => t.figures.uncertainty)),
    );
    // A wild type measured at 10^0.5 µM, predicted 10^0.7, a variant predicted 10^0.9.
    const answer = scoreChanges(file, {
      reference: 0.7,
      variants: [0.9, null],
      measured: { value: 0.5, record: 'r1' },
    });
    const expected = predictedChange(served.change, {
      reference: 0.7,
      variant: 0.9,
      anchor: { kind: 'measured', value: 0.5 },
    });
    expect(answer?.changes).toEqual([Number(expected.toFixed(4)), null]);
    expect(answer?.anchor).toEqual({ kind: 'measured', value: 3.16, unit: 'µM', record: 'r1' });
    expect(answer?.uncertainty).toBe(served.figures.uncertainty);
  });
});
