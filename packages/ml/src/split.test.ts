import { describe, expect, it } from 'vitest';
import { createRng } from './random.ts';
import {
  balancedGroupSplit,
  quantileBins,
  stratifiedGroupKFold,
  stratifiedGroupSplit,
  stratifiedKFold,
  stratifiedSplit,
} from './split.ts';

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

describe('balancedGroupSplit', () => {
  // 40 groups of 1-5 rows and one group of 60 rows (like the acyclic molecules of a scaffold split).
  const groups = [
    ...Array(60).fill('big'),
    ...Array.from({ length: 40 }, (_, g) => Array((g % 5) + 1).fill(`g${g}`)).flat(),
  ];

  it('keeps every group in one part, uses every row once, and sends big groups to training', () => {
    const split = balancedGroupSplit(groups, { validation: 0.1, test: 0.1 }, 7);
    const all = [...split.train, ...split.validation, ...split.test];
    expect(all.sort((a, b) => a - b)).toEqual(groups.map((_, i) => i));
    const partOf = new Map<string, string>();
    for (const [part, rows] of Object.entries(split)) {
      for (const row of rows) {
        const group = groups[row] as string;
        expect(partOf.get(group) ?? part).toBe(part);
        partOf.set(group, part);
      }
    }
    expect(partOf.get('big')).toBe('train');
    expect(split.validation.length).toBeGreaterThan(0);
    expect(split.validation.length).toBeLessThanOrEqual(18);
    expect(split.test.length).toBeGreaterThan(0);
    expect(split.train.length).toBeLessThanOrEqual(144);
  });

  it('depends on the seed, not on the order of the rows', () => {
    const a = balancedGroupSplit(groups, { validation: 0.1, test: 0.1 }, 1);
    expect(balancedGroupSplit(groups, { validation: 0.1, test: 0.1 }, 1)).toEqual(a);
    expect(balancedGroupSplit(groups, { validation: 0.1, test: 0.1 }, 2)).not.toEqual(a);
    const reversed = [...groups].reverse();
    const b = balancedGroupSplit(reversed, { validation: 0.1, test: 0.1 }, 1);
    const back = (rows: number[]) => rows.map((i) => groups.length - 1 - i).sort((x, y) => x - y);
    expect(back(b.test)).toEqual(a.test);
  });
});

describe('group-aware splits', () => {
  // 60 rows in 24 groups of 1-4 rows; a group's rows share its label.
  const groups: number[] = [];
  const labels: number[] = [];
  for (let g = 0; g < 24; g++) {
    for (let r = 0; r <= g % 4; r++) {
      groups.push(g);
      labels.push(g % 3 === 0 ? 1 : 0);
    }
  }
  const sidesOf = (side: ArrayLike<number>) => {
    const seen = new Map<number, Set<number>>();
    groups.forEach((g, i) => {
      seen.set(g, (seen.get(g) ?? new Set()).add(side[i] as number));
    });
    return [...seen.values()].map((s) => s.size);
  };

  it('k-fold: every group in one fold, folds near equal, classes spread', () => {
    const folds = stratifiedGroupKFold(labels, groups, 3, 5);
    expect(sidesOf(folds).every((n) => n === 1)).toBe(true);
    for (let k = 0; k < 3; k++) {
      const rows = labels.filter((_, i) => folds[i] === k);
      expect(rows.length).toBeGreaterThanOrEqual(18);
      expect(rows.length).toBeLessThanOrEqual(22);
      expect(rows.filter((l) => l === 1).length).toBeGreaterThanOrEqual(5);
    }
  });

  it('hold-out: no group on both sides, about the fraction of each class', () => {
    const { train, test } = stratifiedGroupSplit(labels, groups, 0.25, 11);
    const side = new Int32Array(labels.length);
    for (const i of test) side[i] = 1;
    expect(sidesOf(side).every((n) => n === 1)).toBe(true);
    expect(new Set([...train, ...test]).size).toBe(labels.length);
    const positives = labels.filter((l) => l === 1).length; // 20
    const testPositives = test.filter((i) => labels[i] === 1).length;
    expect(Math.abs(testPositives - positives / 4)).toBeLessThanOrEqual(2);
    expect(Math.abs(test.length - 15)).toBeLessThanOrEqual(3);
  });

  it('with one row a group, the k-fold deals each stratum evenly', () => {
    const single = Array.from({ length: 50 }, (_, i) => i);
    const classes = single.map((i) => (i < 20 ? 1 : 0));
    const folds = stratifiedGroupKFold(classes, single, 5, 1);
    for (let k = 0; k < 5; k++) {
      expect(classes.filter((c, i) => c === 1 && folds[i] === k).length).toBe(4);
      expect(classes.filter((c, i) => c === 0 && folds[i] === k).length).toBe(6);
    }
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
