// What both AmPEP methods say of peptides that are not AMPs by design, measured by each training
// run and printed on the method page: random peptides (uniform composition) and shuffled AMPs.
import {
  decoyFigures,
  type FeatureBlock,
  randomPeptides,
  referenceScores,
  shuffledPeptides,
} from '@peptox/peptide-features';
import type { Evaluation, ProtocolRun } from '@peptox/training';

export const RANDOM_LENGTHS: [number, number] = [10, 60];
const RANDOM_COUNT = 2000;
const SEED = 2026;

/**
 * `randomPeptides`: 2 000 seeded random peptides of 10-60 residues scored by the final model;
 * `shuffledAmps`: the held-out AMPs, each shuffled, scored by the model trained without them.
 */
export function decoyEvaluation(block: FeatureBlock, sequences: readonly string[]) {
  return (run: ProtocolRun): Evaluation => {
    const heldOutAmps = run.split.test
      .filter((r) => run.data.y[r] === 1)
      .map((r) => sequences[r] as string);
    return {
      metrics: {
        randomPeptides: decoyFigures(
          block,
          run.final,
          randomPeptides(RANDOM_COUNT, RANDOM_LENGTHS, SEED),
        ),
        shuffledAmps: decoyFigures(block, run.development, shuffledPeptides(heldOutAmps, SEED)),
      },
      meta: referenceScores(block, run.final),
      notes: [
        `randomPeptides: ${RANDOM_COUNT} random peptides of ${RANDOM_LENGTHS[0]}-${RANDOM_LENGTHS[1]} residues (each residue one of the 20 with equal chance, seeded), scored by the final model; calledPositive is the share called AMP. shuffledAmps: the AMPs of the held-out fifth, each with its residues shuffled, scored by the model trained without them. Neither set is antimicrobial by design, so a high share means the score follows length or composition more than sequence.`,
      ],
    };
  };
}
