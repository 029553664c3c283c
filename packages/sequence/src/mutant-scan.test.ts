import { describe, expect, it } from 'vitest';
import { mutantScan, scanSize } from './mutant-scan.ts';

describe('mutantScan', () => {
  const scan = mutantScan('kWl', { minLength: 1 });

  it('lists every substitution, deletion and truncation of a short peptide', () => {
    expect(scan.filter((v) => v.position === 2 && v.kind === 'substitution')).toEqual(
      'ACDEFGHIKLMNPQRSTVY'.split('').map((to) => ({
        id: `W2${to}`,
        kind: 'substitution',
        position: 2,
        from: 'W',
        to,
        sequence: `K${to}L`,
      })),
    );
    expect(scan.filter((v) => v.kind !== 'substitution')).toEqual([
      { id: 'K1del', kind: 'deletion', position: 1, from: 'K', to: null, sequence: 'WL' },
      { id: 'W2del', kind: 'deletion', position: 2, from: 'W', to: null, sequence: 'KL' },
      { id: 'L3del', kind: 'deletion', position: 3, from: 'L', to: null, sequence: 'KW' },
      { id: 'del1-2', kind: 'n-truncation', position: 2, from: 'KW', to: null, sequence: 'L' },
      { id: 'del2-3', kind: 'c-truncation', position: 2, from: 'WL', to: null, sequence: 'K' },
    ]);
    expect(scan.slice(0, 3).map((v) => v.id)).toEqual(['K1A', 'K1C', 'K1D']);
    expect(scan.filter((v) => v.kind === 'substitution')).toHaveLength(57);
  });

  it('never repeats the wild type, and its ids are unique', () => {
    expect(scan.some((v) => v.sequence === 'KWL')).toBe(false);
    expect(new Set(scan.map((v) => v.id)).size).toBe(scan.length);
  });

  it('stops truncating at the shortest length, and says in advance how many variants come', () => {
    const thirty = 'GIGKFLHSAKKFGKAFVGEIMNSKWKLFKK';
    const variants = mutantScan(thirty);
    expect(variants).toHaveLength(scanSize(30));
    expect(variants).toHaveLength(570 + 30 + 2 * 24);
    expect(Math.min(...variants.map((v) => v.sequence.length))).toBe(5);
    expect(variants.at(-1)).toMatchObject({ id: 'del6-30', sequence: 'GIGKF' });
    expect(scan).toHaveLength(scanSize(3, { minLength: 1 }));
  });
});
