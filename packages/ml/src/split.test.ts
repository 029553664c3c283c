import { describe, expect, it } from 'vitest';
import { createRng } from './random.ts';
import { quantileBins, stratifiedKFold, stratifiedSplit } from './split.ts';

describe('stratifiedKFold', () => {
  const labels = [...Array(30).fill(1), ...Array(70).fill(0)];

  it('puts every row in one fold with the same class mix in each', () => {
    const folds = stratifiedKFold(labels, 5, 42);
    for (let k = 0; k < 5; k++) {
      const rows = labels.filter((_, i) => folds[i] === k);
      expect(rows.length).toBe(20);
      expect(rows.filter((l) => l === 1).length).toBe(6);
    }
  });

  it('depends on the seed only', () => {
    expect(stratifiedKFold(labels, 5, 1)).toEqual(stratifiedKFold(labels, 5, 1));
    expect(stratifiedKFold(labels, 5, 1)).not.toEqual(stratifiedKFold(labels, 5, 2));
  });
});

describe('stratifiedSplit', () => {
  it('holds out the fraction of each class, disjoint and complete', () => {
    const labels = [...Array(50).fill(1), ...Array(150).fill(0)];
    const { train, test } = stratifiedSplit(labels, 0.2, 3);
    expect(test.length).toBe(40);
    expect(test.filter((i) => labels[i] === 1).length).toBe(10);
    expect(new Set([...train, ...test]).size).toBe(200);
  });
});

describe('quantileBins', () => {
  it('bins by rank', () => {
    expect(Array.from(quantileBins([5, 1, 4, 2, 3, 6], 3))).toEqual([2, 0, 1, 0, 1, 2]);
  });
});

describe('createRng', () => {
  it('repeats for a seed and stays in [0, 1)', () => {
    const a = createRng(9);
    const b = createRng(9);
    for (let i = 0; i < 1000; i++) {
      const v = a.next();
      expect(v).toBe(b.next());
      expect(v >= 0 && v < 1).toBe(true);
    }
  });
});
