// What the validation and test molecules share with the training molecules: a split that lets the
// same molecule or scaffold into two parts reports figures that are too good.
import type { ThreeWaySplit } from '@peptox/ml';
import { FingerprintSet } from '@peptox/molecule';
import type { ReadMolecule } from './data.ts';

export interface LeakageReport {
  /** Held-out molecules (validation and test) whose canonical SMILES is also in training. */
  sameSmiles: number;
  /** ... whose SMILES without stereo is in training (stereoisomers: the same graph). */
  sameGraph: number;
  /** ... whose Bemis-Murcko scaffold (not the empty one of acyclic molecules) is in training. */
  sameScaffold: number;
  /** Median Tanimoto similarity of a test molecule to its nearest training molecule. */
  medianNearestSimilarity: number;
  /** Test molecules with a training molecule at Tanimoto 0.8 or more. */
  testNearDuplicates: number;
  testMolecules: number;
  sentence: string;
}

export function leakageReport(
  molecules: readonly ReadMolecule[],
  split: ThreeWaySplit,
): LeakageReport {
  const train = split.train.map((i) => molecules[i] as ReadMolecule);
  const heldOut = [...split.validation, ...split.test].map((i) => molecules[i] as ReadMolecule);
  const test = split.test.map((i) => molecules[i] as ReadMolecule);
  const trainSmiles = new Set(train.map((m) => m.smiles));
  const trainGraphs = new Set(train.map((m) => m.flatSmiles));
  const trainScaffolds = new Set(train.map((m) => m.scaffold).filter((s) => s !== ''));
  const fingerprints = new FingerprintSet(train.map((m) => m.fingerprint));
  const nearest = test
    .map((m) => fingerprints.nearest(m.fingerprint)?.similarity ?? 0)
    .sort((a, b) => a - b);
  const report = {
    sameSmiles: heldOut.filter((m) => trainSmiles.has(m.smiles)).length,
    sameGraph: heldOut.filter((m) => trainGraphs.has(m.flatSmiles)).length,
    sameScaffold: heldOut.filter((m) => trainScaffolds.has(m.scaffold)).length,
    medianNearestSimilarity: Number((nearest[nearest.length >> 1] ?? 0).toFixed(3)),
    testNearDuplicates: nearest.filter((s) => s >= 0.8).length,
    testMolecules: test.length,
  };
  return {
    ...report,
    sentence: `${report.sameSmiles} held-out molecules share a canonical SMILES with a training molecule, ${report.sameGraph} share one without stereo, ${report.sameScaffold} share a ring scaffold; a test molecule's nearest training molecule has a median Tanimoto similarity of ${report.medianNearestSimilarity} (Morgan radius 2), and ${report.testNearDuplicates} of ${report.testMolecules} have one at 0.8 or more`,
  };
}
