// What held-out molecules share with the molecules a model learned from: a split that lets the
// same molecule, its stereoisomer or a near copy into both sides reports figures that are too good.
import { FingerprintSet } from './fingerprint.ts';

/** What a leakage check compares of one molecule. */
export interface MoleculeKeys {
  /** Canonical isomeric SMILES. */
  smiles: string;
  /** Canonical SMILES without stereo: stereoisomers share it. */
  flat: string;
  /** Bemis-Murcko scaffold, canonical ('' for an acyclic molecule, which has none). */
  scaffold: string;
  /** Morgan fingerprint (radius 2, 2048 bits). */
  fingerprint: Uint8Array;
}

/** Of the held-out molecules: how many the training side holds, or nearly. */
export interface MoleculeLeakage {
  heldOut: number;
  /** The same canonical SMILES in training. */
  sameSmiles: number;
  /** The same SMILES without stereo (a stereoisomer) in training. */
  sameGraph: number;
  /** The same ring scaffold in training. */
  sameScaffold: number;
  /** Median Tanimoto similarity to the nearest training molecule. */
  medianNearest: number;
  /** A training molecule at Tanimoto NEAR_DUPLICATE or more. */
  nearDuplicates: number;
}

/** The Tanimoto similarity from which two molecules count as near copies. */
export const NEAR_DUPLICATE = 0.8;

export function moleculeLeakage(
  train: readonly MoleculeKeys[],
  heldOut: readonly MoleculeKeys[],
): MoleculeLeakage {
  return foldLeakage([{ train, heldOut }]);
}

/**
 * The same over the parts of a split (a cross-validation's folds, each held out from the others):
 * counts summed, the median over every held-out molecule.
 */
export function foldLeakage(
  parts: readonly { train: readonly MoleculeKeys[]; heldOut: readonly MoleculeKeys[] }[],
): MoleculeLeakage {
  const leakage = { heldOut: 0, sameSmiles: 0, sameGraph: 0, sameScaffold: 0, nearDuplicates: 0 };
  const nearest: number[] = [];
  for (const { train, heldOut } of parts) {
    const smiles = new Set(train.map((m) => m.smiles));
    const graphs = new Set(train.map((m) => m.flat));
    const scaffolds = new Set(train.map((m) => m.scaffold).filter((s) => s !== ''));
    const fingerprints = new FingerprintSet(train.map((m) => m.fingerprint));
    for (const m of heldOut) {
      const similarity = fingerprints.nearest(m.fingerprint)?.similarity ?? 0;
      nearest.push(similarity);
      leakage.heldOut++;
      if (smiles.has(m.smiles)) leakage.sameSmiles++;
      if (graphs.has(m.flat)) leakage.sameGraph++;
      if (scaffolds.has(m.scaffold)) leakage.sameScaffold++;
      if (similarity >= NEAR_DUPLICATE) leakage.nearDuplicates++;
    }
  }
  nearest.sort((a, b) => a - b);
  return { ...leakage, medianNearest: Number((nearest[nearest.length >> 1] ?? 0).toFixed(3)) };
}
