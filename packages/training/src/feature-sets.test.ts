import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRng } from '@peptox/ml';
import { describe, expect, it } from 'vitest';
import { compareFeatureSets } from './feature-sets.ts';
import { holdOut } from './learners.ts';
import { runProtocolAndWrite } from './run-and-write.ts';

/** 240 rows: class 1 when the signal > 0.5 (10 % flipped), and noise. */
function data(seed: number) {
  const rng = createRng(seed);
  const n = 240;
  const signal = Array.from({ length: n }, () => rng.next());
  const y = signal.map((s) => {
    const label = s > 0.5 ? 1 : 0;
    return rng.next() < 0.1 ? 1 - label : label;
  });
  const noise = (p: number) => Float32Array.from({ length: n * p }, () => rng.next());
  const withSignal = noise(3);
  signal.forEach((s, i) => {
    withSignal[i * 3] = s;
  });
  return { n, y, withSignal, noiseOnly: noise(3) };
}

const candidates = (d: ReturnType<typeof data>) => [
  {
    name: 'noise',
    description: 'three uniform numbers',
    x: d.noiseOnly,
    featureNames: ['a', 'b', 'c'],
  },
  {
    name: 'signal',
    description: 'the signal and two noises',
    x: d.withSignal,
    featureNames: ['s', 'b', 'c'],
  },
];
const groups = Int32Array.from({ length: 240 }, (_, i) => Math.floor(i / 2));
const settings = [{ learner: 'forest', nTrees: 15, seed: 3 } as const];

describe('compareFeatureSets', () => {
  it('chooses the set that carries the signal, and reports every set for the card', () => {
    const d = data(1);
    const result = compareFeatureSets({
      name: 'toy',
      task: 'classification',
      y: d.y,
      candidates: candidates(d),
      settings,
      groups,
    });
    expect(result.chosen.name).toBe('signal');
    expect(result.results.map((r) => r.name)).toEqual(['noise', 'signal']);
    expect(result.metrics['featureSets.signal']?.rocAuc).toBeGreaterThan(0.8);
    expect(result.metrics['featureSets.noise']?.rocAuc).toBeLessThan(0.7);
    // Scored on the protocol's 80 %: the rows of its hold-out are never scored.
    const { train } = holdOut({ strata: d.y, groups }, [...d.y.keys()], 0.2, 2026);
    expect(result.metrics['featureSets.signal']?.n).toBe(train.length);
    expect(result.note).toMatch(/Chosen: signal\.$/);
  });

  it('scores repeated shuffles of the folds together, the first being the protocol’s own', () => {
    const d = data(3);
    const spec = { name: 'toy', task: 'classification' as const, y: d.y, settings, groups };
    const once = compareFeatureSets({ ...spec, candidates: candidates(d) });
    const thrice = compareFeatureSets({ ...spec, candidates: candidates(d), repeats: 3 });
    const { train } = holdOut({ strata: d.y, groups }, [...d.y.keys()], 0.2, 2026);
    expect(thrice.metrics['featureSets.signal']?.n).toBe(3 * train.length);
    expect(thrice.metrics['featureSets.signal']?.rocAuc).not.toBe(
      once.metrics['featureSets.signal']?.rocAuc,
    );
    expect(thrice.chosen.name).toBe('signal');
    expect(thrice.note).toContain('3 shuffles of the folds');
    // Each shuffle's out-of-fold rows: the training part once per shuffle, in order.
    const seen: number[][] = [];
    compareFeatureSets({
      ...spec,
      candidates: candidates(d).slice(1),
      repeats: 2,
      measure: (rows, predictions) => {
        seen.push([...rows]);
        expect(predictions.every(Number.isFinite)).toBe(true);
        return { n: rows.length };
      },
    });
    expect(seen[0]).toEqual([...train, ...train]);
  });

  it('never looks at the protocol’s hold-out: its rows can change without changing a figure', () => {
    const d = data(2);
    const spec = {
      name: 'toy',
      task: 'classification' as const,
      candidates: candidates(d),
      settings,
      groups,
    };
    const before = compareFeatureSets({ ...spec, y: d.y });
    const { test } = holdOut({ strata: d.y, groups }, [...d.y.keys()], 0.2, 2026);
    // Held-out rows made to contradict the signal (labels and groups, so the split, unchanged).
    for (const r of test) d.withSignal[r * 3] = d.y[r] === 1 ? 0.01 : 0.99;
    const after = compareFeatureSets({ ...spec, y: d.y });
    expect(after.metrics).toEqual(before.metrics);
  });

  it('scores a set exactly as the protocol’s selection then scores that setting', async () => {
    const d = data(3);
    const [, signal] = candidates(d);
    const comparison = compareFeatureSets({
      name: 'toy',
      task: 'classification',
      y: d.y,
      candidates: [signal as ReturnType<typeof candidates>[number]],
      settings,
      groups,
    });
    const card = await runProtocolAndWrite({
      name: 'toy',
      title: 'Toy',
      task: 'classification',
      modelsDir: mkdtempSync(join(tmpdir(), 'peptox-feature-sets-')),
      x: d.withSignal,
      featureNames: ['s', 'b', 'c'],
      y: d.y,
      groups: { ids: groups, description: 'pairs' },
      target: 'class 1',
      data: { files: [], counts: {}, preparation: 'Synthetic.' },
      features: 'three numbers',
      grid: [...settings],
    });
    const { features: _, ...figures } = comparison.metrics['featureSets.signal'] ?? {};
    expect(figures).toEqual(card.selection?.[0]?.metrics);
  });
});
