import { createRng } from '@peptox/ml';
import { describe, expect, it } from 'vitest';
import { peptideIdentity } from './alignment.ts';
import {
  familySizes,
  identityFamilies,
  nearestIdentities,
  representativeFamilies,
} from './families.ts';

const AA = 'ACDEFGHIKLMNPQRSTVWY';

/** Random peptides of 5-40 residues, and mutated copies of some (substitutions, a trimmed end). */
function peptides(seed: number, n: number): string[] {
  const rng = createRng(seed);
  const pick = () => AA[Math.floor(rng.next() * 20)] as string;
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    const source = out[Math.floor(rng.next() * out.length)];
    if (source && rng.next() < 0.5) {
      const chars = [...source];
      const k = 1 + Math.floor(rng.next() * Math.max(1, chars.length / 3));
      for (let s = 0; s < k; s++) chars[Math.floor(rng.next() * chars.length)] = pick();
      out.push(chars.slice(rng.next() < 0.3 ? 2 : 0).join('') || pick());
    } else {
      out.push(Array.from({ length: 5 + Math.floor(rng.next() * 36) }, pick).join(''));
    }
  }
  return out;
}

/** The same partition: two rows share an id in one exactly when they do in the other. */
function samePartition(a: ArrayLike<number>, b: ArrayLike<number>): boolean {
  for (let i = 0; i < a.length; i++) {
    for (let j = i + 1; j < a.length; j++) {
      if ((a[i] === a[j]) !== (b[i] === b[j])) return false;
    }
  }
  return true;
}

/** Single linkage over every pair, aligned, no prefilter. */
function bruteForceFamilies(sequences: string[], minIdentity: number): Int32Array {
  const ids = Int32Array.from(sequences.keys());
  const relabel = (from: number, to: number) => {
    for (let k = 0; k < ids.length; k++) if (ids[k] === from) ids[k] = to;
  };
  for (let i = 0; i < sequences.length; i++) {
    for (let j = i + 1; j < sequences.length; j++) {
      if (ids[i] === ids[j]) continue;
      const identity = peptideIdentity(sequences[i] as string, sequences[j] as string, 'shorter');
      if (identity >= minIdentity) relabel(Math.max(ids[i], ids[j]), Math.min(ids[i], ids[j]));
    }
  }
  return ids;
}

describe('identity over the shorter peptide', () => {
  it('makes a peptide inside a longer one identical to it, where over the longer it is not', () => {
    expect(peptideIdentity('KLLKLLK', 'KLLK', 'shorter')).toBe(1);
    expect(peptideIdentity('KLLKLLK', 'KLLK')).toBeCloseTo(4 / 7, 10);
    expect(peptideIdentity('GIGKFLHSAK', 'GIGKWLHSAK', 'shorter')).toBeCloseTo(0.9, 10);
    expect(peptideIdentity('', 'KLLK', 'shorter')).toBe(0);
  });
});

describe('identityFamilies', () => {
  it('joins identical peptides, a substitution and a part of a peptide; keeps unrelated apart', () => {
    const ids = identityFamilies([
      'GIGKFLHSAKKFGKAFVGEIMNS',
      'WWWWWWWWWW',
      'GIGKFLHSAKKFGKAFVGEIMNS',
      'GIGKFLHSAKKWGKAFVGEIMNS',
      'DEDEDEDEDE',
      'LHSAKKFGK',
    ]);
    expect([...ids]).toEqual([0, 1, 0, 0, 4, 0]);
  });

  it('links families through chains of pairs', () => {
    const [a, b, c] = ['KKKKKWWWWW', 'WWWWWGGGGG', 'GGGGGDDDDD'];
    expect(peptideIdentity(a, b, 'shorter')).toBeGreaterThanOrEqual(0.4);
    expect(peptideIdentity(b, c, 'shorter')).toBeGreaterThanOrEqual(0.4);
    expect(peptideIdentity(a, c, 'shorter')).toBeLessThan(0.4);
    expect([...identityFamilies([a, c, b])]).toEqual([0, 0, 0]);
    expect([...identityFamilies([a, c])]).toEqual([0, 1]);
  });

  it('gives the same ids for the same input', () => {
    const sequences = peptides(5, 120);
    expect(identityFamilies(sequences)).toEqual(identityFamilies(sequences));
  });

  it('finds the families an alignment of every pair finds (the prefilter drops no pair)', () => {
    const sequences = peptides(17, 200);
    for (const minIdentity of [0.4, 0.7]) {
      const families = identityFamilies(sequences, minIdentity);
      expect(samePartition(families, bruteForceFamilies(sequences, minIdentity))).toBe(true);
    }
  }, 60_000);
});

describe('representativeFamilies', () => {
  it('puts each peptide with the first longer representative it reaches, without chains', () => {
    const [a, b, c] = ['KKKKKWWWWW', 'WWWWWGGGGG', 'GGGGGDDDDD'];
    // All of length 10: the order given; b joins a, and c, far from a, founds its own.
    expect([...representativeFamilies([a, b, c])]).toEqual([0, 0, 2]);
  });

  it('matches the greedy rule worked over every representative, aligned', () => {
    const sequences = peptides(23, 200);
    const ids = representativeFamilies(sequences);
    const order = [...sequences.keys()].sort(
      (x, y) => (sequences[y] as string).length - (sequences[x] as string).length,
    );
    const representatives: number[] = [];
    for (const i of order) {
      const found = representatives.find(
        (r) => peptideIdentity(sequences[i] as string, sequences[r] as string, 'shorter') >= 0.4,
      );
      if (found === undefined) representatives.push(i);
      expect(ids[i]).toBe(found ?? i);
    }
  }, 60_000);
});

describe('nearestIdentities', () => {
  it('gives the best identity at or above the floor, as an exhaustive search does, else 0', () => {
    const all = peptides(31, 300);
    const queries = all.slice(0, 100);
    const references = all.slice(100);
    const found = nearestIdentities(queries, references, 0.4);
    queries.forEach((q, i) => {
      const best = Math.max(...references.map((r) => peptideIdentity(q, r, 'shorter')));
      expect(found[i]).toBe(best >= 0.4 ? best : 0);
    });
  }, 60_000);
});

describe('familySizes', () => {
  it('counts families and their sizes', () => {
    expect(familySizes([0, 0, 0, 3, 3, 5])).toEqual({
      families: 3,
      singletons: 1,
      largest: [3, 2, 1],
      median: 2,
      histogram: { '1': 1, '2-4': 2, '5-9': 0, '10-49': 0, '50-99': 0, '100+': 0 },
    });
  });
});
