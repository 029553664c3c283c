// What the validation and test molecules share with the training molecules: a split that lets the
// same molecule or scaffold into two parts reports figures that are too good.
import type { ThreeWaySplit } from '@peptox/ml';
import { type MoleculeKeys, moleculeLeakage, NEAR_DUPLICATE } from '@peptox/molecule';
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

const keys = (m: ReadMolecule): MoleculeKeys => ({
  smiles: m.smiles,
  flat: m.flatSmiles,
  scaffold: m.scaffold,
  fingerprint: m.fingerprint,
});

export function leakageReport(
  molecules: readonly ReadMolecule[],
  split: ThreeWaySplit,
): LeakageReport {
  const part = (rows: readonly number[]) => rows.map((i) => keys(molecules[i] as ReadMolecule));
  const train = part(split.train);
  const heldOut = moleculeLeakage(train, part([...split.validation, ...split.test]));
  const test = moleculeLeakage(train, part(split.test));
  const report = {
    sameSmiles: heldOut.sameSmiles,
    sameGraph: heldOut.sameGraph,
    sameScaffold: heldOut.sameScaffold,
    medianNearestSimilarity: test.medianNearest,
    testNearDuplicates: test.nearDuplicates,
    testMolecules: test.heldOut,
  };
  return {
    ...report,
    sentence: `${report.sameSmiles} held-out molecules share a canonical SMILES with a training molecule, ${report.sameGraph} share one without stereo, ${report.sameScaffold} share a ring scaffold; a test molecule's nearest training molecule has a median Tanimoto similarity of ${report.medianNearestSimilarity} (Morgan radius 2), and ${report.testNearDuplicates} of ${report.testMolecules} have one at ${NEAR_DUPLICATE} or more`,
  };
}
