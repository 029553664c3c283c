import { describe, expect, it } from 'vitest';
import { metricsBySource } from './evaluations.ts';
import { report } from './learners.ts';
import type { ProtocolRun } from './protocol-types.ts';

describe('metricsBySource', () => {
  it('measures each source on its own rows of the hold-out and of the out-of-fold scores', () => {
    // Rows 0-3 from source a, 2-5 from b (rows 2 and 3 in both); rows 1, 2 and 4 held out.
    const y = [1, 0, 1, 0, 1, 0];
    const run = {
      data: { y },
      split: { train: [0, 3, 5], test: [1, 2, 4] },
      validationPredictions: [0.2, 0.9, 0.4],
      crossValidation: { folds: new Int32Array(6), predictions: [0.8, 0.3, 0.7, 0.6, 0.1, 0.2] },
      report: (actual: ArrayLike<number>, predicted: ArrayLike<number>) =>
        report('classification', actual, predicted),
    } as unknown as ProtocolRun;
    const sources = [['a'], ['a'], ['a', 'b'], ['a', 'b'], ['b'], ['b']];
    const metrics = metricsBySource(run, sources, ['a', 'b']);
    expect(metrics['validation.a']).toMatchObject({ n: 2, tp: 1, tn: 1 }); // rows 1 (0.2) and 2 (0.9)
    expect(metrics['validation.b']).toMatchObject({ n: 2, tp: 1, fn: 1 }); // rows 2 (0.9) and 4 (0.4)
    expect(metrics['crossValidation10Fold.a']).toMatchObject({ n: 4, tp: 2, tn: 1, fp: 1 });
    expect(metrics['crossValidation10Fold.b']).toMatchObject({ n: 4, tp: 1, fp: 1, fn: 1, tn: 1 });
  });

  it('leaves out what a source of one class cannot have', () => {
    const run = {
      data: { y: [1, 1, 0] },
      split: { train: [2], test: [0, 1] },
      validationPredictions: [0.9, 0.2],
      crossValidation: { folds: new Int32Array(3), predictions: [0.9, 0.2, 0.1] },
      report: (actual: ArrayLike<number>, predicted: ArrayLike<number>) =>
        report('classification', actual, predicted),
    } as unknown as ProtocolRun;
    const metrics = metricsBySource(run, [['p'], ['p'], ['n']], ['p']);
    expect(metrics['validation.p']).toEqual({
      n: 2,
      tp: 1,
      tn: 0,
      fp: 0,
      fn: 1,
      accuracy: 0.5,
      sensitivity: 0.5,
    });
  });
});
