import {
  analogPairs,
  NO_SIBLING,
  predictedChange,
  predictLearnedChange,
  type ScanFile,
  scoreChanges,
  singleEdit,
} from '@peptox/mutant-scan';
import { HC50_MODEL } from '@peptox/predictor-hemopep';
import { describe, expect, it } from 'vitest';
import { runScanBenchmark } from './scan-benchmark.ts';
import { refit } from './scan-refit.ts';

// The scan benchmark's code on a small subset of the HC50 model's own records (the peptides of a
// hundred analog pairs and a small forest), so that it runs in seconds: what the full command
// (`bench:scan`) runs, fold for fold.
const all = refit(HC50_MODEL, 'hc50');
const inPairs = new Set(
  analogPairs(all.sequences)
    .slice(0, 100)
    .flatMap((p) => [all.sequences[p.reference], all.sequences[p.variant]]),
);
const small = refit(HC50_MODEL, 'hc50', {
  records: (sequence, row) => inPairs.has(sequence) || row % 12 === 0,
  setting: { learner: 'forest', nTrees: 10, seed: 7, minSamplesLeaf: 3 },
});

describe('the scan benchmark on a small subset', () => {
  const fits: { anchor: string; fold: number }[] = [];
  const file = runScanBenchmark(small, {
    folds: 3,
    modelUrl: HC50_MODEL.url,
    onFit: (anchor, fold) => fits.push({ anchor, fold }),
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
    expect(measured.tried.map((t) => t.method)).toEqual([
      'difference',
      'anchored',
      'fitted',
      'learned',
    ]);
    expect(predicted.tried.map((t) => t.method)).toEqual(['difference', 'fitted', 'learned']);
    for (const t of [...measured.tried, ...predicted.tried]) {
      expect(Number.isFinite(t.figures.spearman)).toBe(true);
      expect(t.figures.uncertainty).toBeGreaterThan(0);
    }
  });

  it('tries the learned change on the same pairs, with the ridge the service would run', () => {
    for (const kind of ['measured', 'predicted'] as const) {
      const learned = file.cases[kind].tried.find((t) => t.method === 'learned');
      expect(learned?.figures.pairs).toBe(file.cases[kind].figures.pairs);
      expect(learned?.learned?.weights.every(Number.isFinite)).toBe(true);
      expect(file.cases[kind].tried.find((t) => t.method !== 'learned')?.learned).toBeUndefined();
    }
  });

  it('keeps the method with the smallest uncertainty, and the service applies it', () => {
    const served = file.cases.measured;
    expect(served.figures.uncertainty).toBe(
      Math.min(...served.tried.map((t) => t.figures.uncertainty)),
    );
    // A wild type measured at 10^0.5 µM, predicted 10^0.7, a variant predicted 10^0.9.
    const answer = scoreChanges(file, {
      wildType: 'KLAKLAK',
      reference: 0.7,
      variants: [0.9, null],
      edits: [null, null],
      neighbours: [[], []],
      siblings: [NO_SIBLING, NO_SIBLING],
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

  it('serves the learned change for one edit of the wild type and the fitted line for a truncation', () => {
    const learnedCase = file.cases.measured.tried.find((t) => t.method === 'learned');
    if (!learnedCase?.learned) throw new Error('the benchmark tried no learned change');
    const { learned, change: line } = learnedCase;
    const served: ScanFile = {
      ...file,
      cases: { ...file.cases, measured: { ...learnedCase, tried: [] } },
    };
    const wildType = 'KLAKLAKK';
    const edit = singleEdit(wildType, 'KLAKAAKK');
    if (!edit) throw new Error('L5A is one edit');
    const anchor = { kind: 'measured' as const, value: 0.5 };
    const answer = scoreChanges(served, {
      wildType,
      reference: 0.7,
      variants: [0.9, 0.8],
      edits: [edit, singleEdit(wildType, 'KLAKLA')],
      neighbours: [[0.4], []],
      siblings: [{ wildType: 0.1, variant: -0.1 }, NO_SIBLING],
      measured: { value: 0.5, record: 'r1' },
    });
    const byRidge = predictLearnedChange(learned, {
      reference: 0.7,
      variant: 0.9,
      anchor,
      wildType,
      edit,
      neighbours: [0.4],
      sibling: { wildType: 0.1, variant: -0.1 },
    });
    const byLine = predictedChange(line, { reference: 0.7, variant: 0.8, anchor });
    expect(answer?.changes).toEqual([Number(byRidge.toFixed(4)), Number(byLine.toFixed(4))]);
    // The ridge reads more than the line's two terms.
    const lineOfFirst = predictedChange(line, { reference: 0.7, variant: 0.9, anchor });
    expect(Math.abs(byRidge - lineOfFirst)).toBeGreaterThan(1e-6);
  });
});

describe('the scan benchmark with a sibling endpoint', () => {
  // A stand-in sibling that measured half of the records with the model's own values: where it
  // measured both peptides of a pair, its change is the measured change itself.
  const sibling = new Map(
    small.sequences.flatMap((s, i) => (i % 2 === 0 ? [[s, small.measured[i] as number]] : [])),
  );
  const options = { folds: 3, modelUrl: HC50_MODEL.url };
  const without = runScanBenchmark(small, options);
  const withSibling = runScanBenchmark(small, {
    ...options,
    sibling: { model: 'hc50', head: 'hc50', label: 'HC50', measured: sibling },
  });
  const learned = (file: ScanFile) => file.cases.measured.tried.find((t) => t.method === 'learned');

  it('names the sibling in the file, for the service to read the same records', () => {
    expect(without.sibling).toBeNull();
    expect(withSibling.sibling).toEqual({ model: 'hc50', head: 'hc50', label: 'HC50' });
  });

  it("reads the sibling's measured change where it measured both peptides", () => {
    const weights = learned(withSibling)?.learned;
    const at = weights?.features.indexOf('sibling_change') ?? -1;
    expect(weights?.weights[at]).toBeGreaterThan(0.05);
    expect(learned(withSibling)?.figures.spearman).toBeGreaterThan(
      (learned(without)?.figures.spearman as number) + 0.05,
    );
  });
});
