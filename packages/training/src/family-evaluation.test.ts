import { createRng } from '@peptox/ml';
import { describe, expect, it } from 'vitest';
import { baselineForest, familyEvaluation, foldLeakage } from './family-evaluation.ts';
import { report } from './learners.ts';

const AA = 'ACDEFGHIKLMNPQRSTVWY';

/**
 * 24 families of 8 peptides: each a 20-residue core with one substitution per member. The label
 * is the family's (plus a little noise), and the features name the family (a random signature
 * per family) and nothing that carries across families: learnable from relatives only.
 */
function familySet() {
  const rng = createRng(3);
  const pick = () => AA[Math.floor(rng.next() * 20)] as string;
  const sequences: string[] = [];
  const families: number[] = [];
  const y: number[] = [];
  const p = 6;
  const signatures = Array.from({ length: 24 }, () => Array.from({ length: p }, () => rng.next()));
  const values = Array.from({ length: 24 }, () => rng.next() * 4);
  const x: number[] = [];
  for (let f = 0; f < 24; f++) {
    const core = Array.from({ length: 20 }, pick);
    for (let m = 0; m < 8; m++) {
      const member = [...core];
      member[(m * 3) % 20] = pick();
      sequences.push(member.join(''));
      families.push(f);
      y.push((values[f] as number) + 0.05 * rng.next());
      x.push(...(signatures[f] as number[]).map((v) => v + 0.01 * rng.next()));
    }
  }
  return { sequences, families, y, x: Float32Array.from(x), p };
}

describe('familyEvaluation', () => {
  it('scores relatives well on random folds and new families poorly on family folds', () => {
    const set = familySet();
    const small = { learner: 'forest', nTrees: 30, minSamplesLeaf: 1, seed: 1 } as const;
    const evaluation = familyEvaluation({
      task: 'regression',
      sequences: set.sequences,
      y: set.y,
      families: set.families,
      model: { x: set.x, nFeatures: set.p, setting: small },
      baseline: { x: set.x, nFeatures: set.p, setting: { ...small, nTrees: 20 } },
      views: {
        high: (a, p) =>
          report(
            'classification',
            a.map((v) => (v > 2 ? 1 : 0)),
            p,
          ),
      },
    });
    const r = (key: string) => evaluation.metrics[key]?.pearson as number;
    expect(r('model.random')).toBeGreaterThan(0.9);
    expect(r('model.family')).toBeLessThan(0.5);
    expect(r('baseline.random')).toBeGreaterThan(0.9);
    expect(r('baseline.family')).toBeLessThan(0.5);
    expect(evaluation.metrics['high.model.random']?.rocAuc).toBeGreaterThan(0.9);
    // Every family sits in one fold of the family split, and spreads over the random one.
    for (let f = 0; f < 24; f++) {
      const rows = set.families.flatMap((g, i) => (g === f ? [i] : []));
      expect(new Set(rows.map((i) => evaluation.folds.family[i])).size).toBe(1);
    }
    // Relatives (one substitution in 20 from a sibling: 18/20 at least) are in training for
    // every row of the random split, for none of the family split.
    expect(evaluation.leakage.random.atLeast90).toBe(1);
    expect(evaluation.leakage.family.atLeast40).toBe(0);
    expect(evaluation.leakage.family.identicalAcrossFolds).toBe(0);
  }, 60_000);
});

describe('foldLeakage', () => {
  it('counts duplicates across folds, contained peptides and near relatives', () => {
    const sequences = [
      'GIGKFLHSAKKFGKAFVGEIMNS', // 0, fold 0
      'GIGKFLHSAKKFGKAFVGEIMNS', // 1, fold 1: a duplicate of 0
      'LHSAKKFGKAF', // 2, fold 2: inside 0 and 1
      'WWWWYYYYWWWWYYYY', // 3, fold 0
      'WWWWYYYYWWWWYYYY', // 4, fold 0: a duplicate in the same fold
      'DEDEDEDEDEPPPP', // 5, fold 1: unrelated to everything
    ];
    const leakage = foldLeakage(sequences, Int32Array.from([0, 1, 2, 0, 0, 1]));
    expect(leakage).toEqual({
      n: 6,
      atLeast40: +(3 / 6).toFixed(4),
      atLeast90: +(3 / 6).toFixed(4),
      contained: +(3 / 6).toFixed(4),
      identicalAcrossFolds: 2,
    });
  });
});

describe('baselineForest', () => {
  it('grows 500 trees on a third of the features (regression) or their square root (classes)', () => {
    expect(baselineForest('regression', 420)).toMatchObject({ nTrees: 500, mtry: 140 });
    expect(baselineForest('classification', 420)).toMatchObject({ nTrees: 500, mtry: 20 });
  });
});
