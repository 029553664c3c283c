// The learned change tried beside the served methods, on the same out-of-fold pairs as the fitted
// line and by the same family folds; measured, not served (the scan's answer applies a line).
import { changesOutOfFold, figuresOf, measuredChange, pairInputs } from './benchmark.ts';
import type { AnchorKind } from './change.ts';
import type { PairCrossValidation, ScoredPair } from './cross-validation.ts';
import type { ScanFigures } from './figures.ts';
import {
  fitLearnedChange,
  type LearnedChangeInputs,
  type LearnedChangeModel,
  predictLearnedChange,
} from './learned-change.ts';

export interface LearnedTrial {
  /** Fitted on every pair of the anchor's case: what the service would run. */
  change: LearnedChangeModel;
  /** Out of fold. */
  figures: ScanFigures;
}

/** A scored pair as the learned change reads it. */
export function learnedInputs(pair: ScoredPair, sequences: readonly string[]): LearnedChangeInputs {
  const { kind, position, from, to } = pair.pair;
  return {
    ...pairInputs(pair),
    wildType: sequences[pair.pair.reference] as string,
    edit: { kind, position, from, to },
  };
}

export function learnedTrial(cv: PairCrossValidation): Record<AnchorKind, LearnedTrial> {
  const family = (pair: ScoredPair) => cv.foldOf.predicted[pair.pair.reference] as number;
  const inputs = (pair: ScoredPair) => learnedInputs(pair, cv.sequences);
  const trial = (pairs: readonly ScoredPair[]): LearnedTrial => {
    const predicted = changesOutOfFold(pairs, family, (train) => {
      const model = fitLearnedChange(train.map(inputs), train.map(measuredChange));
      return (pair) => predictLearnedChange(model, inputs(pair));
    });
    return {
      change: fitLearnedChange(pairs.map(inputs), pairs.map(measuredChange)),
      figures: figuresOf(pairs, predicted),
    };
  };
  return { measured: trial(cv.measured), predicted: trial(cv.predicted) };
}
