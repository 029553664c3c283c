import { createRng, shuffle } from '@peptox/ml';
import { AMINO_ACIDS } from './amino-acids.ts';
import type { FeatureBlock } from './block.ts';

/** Random peptides: lengths uniform in [min, max], each residue one of the 20 with equal chance. */
export function randomPeptides(
  count: number,
  [min, max]: readonly [number, number],
  seed: number,
): string[] {
  const rng = createRng(seed);
  return Array.from({ length: count }, () => {
    const n = min + rng.int(max - min + 1);
    let peptide = '';
    for (let i = 0; i < n; i++) peptide += AMINO_ACIDS[rng.int(20)];
    return peptide;
  });
}

/** Each sequence with its residues shuffled: the same composition and length, the order lost. */
export function shuffledPeptides(sequences: readonly string[], seed: number): string[] {
  const rng = createRng(seed);
  return sequences.map((s) => shuffle([...s], rng).join(''));
}

/** A model that scores a row of features (either learner of @peptox/ml). */
export interface Scorer {
  predict(x: ArrayLike<number>, offset?: number): number;
}

/** The model's score of each sequence's block features. */
export function scoreSequences(
  block: FeatureBlock,
  model: Scorer,
  sequences: readonly string[],
): number[] {
  const x = new Float32Array(block.size);
  return sequences.map((sequence) => {
    block.compute(sequence, x);
    return model.predict(x);
  });
}

/**
 * How a classifier scores peptides that should not be called class 1 (random or shuffled ones):
 * how many, the share it calls class 1 (score >= 0.5) and its mean score.
 */
export function decoyFigures(
  block: FeatureBlock,
  model: Scorer,
  peptides: readonly string[],
): { n: number; calledPositive: number; meanScore: number } {
  const scores = scoreSequences(block, model, peptides);
  const called = scores.filter((score) => score >= 0.5).length;
  const sum = scores.reduce((a, b) => a + b, 0);
  const round = (v: number) => +v.toFixed(4);
  return {
    n: peptides.length,
    calledPositive: round(called / peptides.length),
    meanScore: round(sum / peptides.length),
  };
}

/** Well-known peptides, AMPs and not, whose scores a training run stores with its model. */
export const REFERENCE_PEPTIDES: readonly string[] = [
  'GIGKFLHSAKKFGKAFVGEIMNS', // magainin 2
  'GIGAVLKVLTTGLPALISWIKRKRQQ', // melittin
  'LLGDFFRKSKEKIGKEFKRIVQRIKDFLRNLVPRTES', // LL-37
  'ILPWKWPWWPWRR', // indolicidin
  'HSQGTFTSDYSKYLDSRRAQDFVQWLMNT', // glucagon
  'MQIFVKTLTGKTITLEVEPSDTIENVKAKIQDKEGIPPDQQRLIFAGKQLEDGRTLSDYNIQKESTLHLVLRLRGG', // ubiquitin
];

/**
 * The reference peptides and the model's scores of them, for the model file's meta: a test
 * scores them again with the loaded model and the features of today's code, and must get the
 * same numbers (so a model file and the code that feeds it cannot drift apart unnoticed).
 */
export function referenceScores(block: FeatureBlock, model: Scorer) {
  return {
    reference: {
      sequences: REFERENCE_PEPTIDES,
      scores: scoreSequences(block, model, REFERENCE_PEPTIDES),
    },
  };
}
