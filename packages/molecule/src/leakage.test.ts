import { describe, expect, it } from 'vitest';
import { foldLeakage, type MoleculeKeys, moleculeLeakage } from './leakage.ts';

/** A fingerprint of 16 bits with the given bits set. */
const bits = (...set: number[]) => {
  const fingerprint = new Uint8Array(2);
  for (const b of set) fingerprint[b >> 3] = (fingerprint[b >> 3] as number) | (1 << (b & 7));
  return fingerprint;
};
const molecule = (
  smiles: string,
  flat: string,
  scaffold: string,
  ...on: number[]
): MoleculeKeys => ({
  smiles,
  flat,
  scaffold,
  fingerprint: bits(...on),
});

const train = [
  molecule('C[C@H](N)O', 'CC(N)O', '', 0, 1, 2, 3, 4),
  molecule('c1ccccc1O', 'c1ccccc1O', 'c1ccccc1', 8, 9, 10, 11),
];

describe('moleculeLeakage', () => {
  it('counts the same molecule, a stereoisomer, a shared ring scaffold and near copies', () => {
    const heldOut = [
      // The same molecule as the first: every count, Tanimoto 1.
      molecule('C[C@H](N)O', 'CC(N)O', '', 0, 1, 2, 3, 4),
      // Its enantiomer: the same graph, not the same SMILES; 4 of 5 bits, Tanimoto 0.8.
      molecule('C[C@@H](N)O', 'CC(N)O', '', 0, 1, 2, 3),
      // Another phenol: the scaffold only; 2 of 6 bits shared, Tanimoto 1/3.
      molecule('c1ccccc1CO', 'c1ccccc1CO', 'c1ccccc1', 8, 9, 12, 13),
      // Acyclic and unlike: nothing (no scaffold is not a shared scaffold).
      molecule('CCCl', 'CCCl', '', 14, 15),
    ];
    expect(moleculeLeakage(train, heldOut)).toEqual({
      heldOut: 4,
      sameSmiles: 1,
      sameGraph: 2,
      sameScaffold: 1,
      medianNearest: 0.8,
      nearDuplicates: 2,
    });
  });

  it('sums the folds of a split and takes the median over all their held-out molecules', () => {
    const [a, b] = train as [MoleculeKeys, MoleculeKeys];
    const leakage = foldLeakage([
      { train: [a], heldOut: [b] },
      { train: [b], heldOut: [a, molecule('c1ccccc1O', 'c1ccccc1O', 'c1ccccc1', 8, 9, 10, 11)] },
    ]);
    expect(leakage).toEqual({
      heldOut: 3,
      sameSmiles: 1,
      sameGraph: 1,
      sameScaffold: 1,
      medianNearest: 0,
      nearDuplicates: 1,
    });
  });
});
