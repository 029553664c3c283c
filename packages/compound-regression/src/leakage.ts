// The leakage report of a compound model's splits: for the hold-out, the 10-fold CV and the
// scaffold hold-out, how many held-out molecules the training side holds (the same molecule, a
// stereoisomer, the ring scaffold) or nearly (Tanimoto on the evidence's Morgan fingerprints).
// The training run puts it on the card; the `leakage` command puts it on a card already trained.
import {
  foldLeakage,
  type MoleculeKeys,
  type MoleculeLeakage,
  moleculeLeakage,
  NEAR_DUPLICATE,
} from '@peptox/molecule';
import type { Metrics, ModelCard } from '@peptox/tool-schema';
import type { CompoundSet, CompoundSplits, SplitEvaluation } from './data.ts';

export type CompoundLeakage = Record<SplitEvaluation, MoleculeLeakage>;

export function compoundLeakage(
  set: CompoundSet,
  splits: CompoundSplits,
  fingerprints: readonly Uint8Array[],
): CompoundLeakage {
  const keys: MoleculeKeys[] = set.compounds.map((c, i) => ({
    smiles: c.canonical,
    flat: c.flat,
    scaffold: c.scaffold,
    fingerprint: fingerprints[i] as Uint8Array,
  }));
  const rows = (indices: readonly number[]) => indices.map((i) => keys[i] as MoleculeKeys);
  const folds = Array.from({ length: 10 }, (_, fold) => {
    const inFold = (r: number) => splits.folds[r] === fold;
    return {
      train: keys.filter((_, r) => !inFold(r)),
      heldOut: keys.filter((_, r) => inFold(r)),
    };
  });
  return {
    validation: moleculeLeakage(rows(splits.split.train), rows(splits.split.test)),
    crossValidation10Fold: foldLeakage(folds),
    validationScaffoldSplit: moleculeLeakage(
      rows(splits.scaffold.train),
      rows(splits.scaffold.test),
    ),
  };
}

const LEAKAGE_NOTE = 'leakage.<split>';

/** The card with the report as metrics `leakage.<evaluation>` and a note that reads them. */
export function withLeakage(card: ModelCard, leakage: CompoundLeakage): ModelCard {
  const metrics: Record<string, Metrics> = Object.fromEntries(
    Object.entries(card.metrics).filter(([key]) => !key.startsWith('leakage.')),
  );
  for (const [evaluation, report] of Object.entries(leakage)) {
    metrics[`leakage.${evaluation}`] = { ...report };
  }
  const notes = (card.notes ?? []).filter((note) => !note.startsWith(LEAKAGE_NOTE));
  notes.push(
    `${LEAKAGE_NOTE} (the hold-out, the 10-fold cross-validation and the scaffold hold-out): of the heldOut molecules, how many have the same canonical SMILES in training (sameSmiles, 0 as molecules are merged by it), the same SMILES without stereo (sameGraph, a stereoisomer; 0 where stereoisomers are kept on one side), the same ring scaffold (sameScaffold), and a training molecule at Tanimoto ${NEAR_DUPLICATE} or more (nearDuplicates); medianNearest is the median Tanimoto similarity to the nearest training molecule (Morgan radius 2, 2048 bits). Only the scaffold hold-out keeps scaffolds apart.`,
  );
  return { ...card, metrics, notes };
}
