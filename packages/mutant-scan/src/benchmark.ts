// The benchmark's choice of change model, per anchor: the candidates scored on the same
// out-of-fold pairs, the fitted line and the learned change cross-validated by pair family (never
// fitted on the family they score), and the one with the smallest uncertainty kept, with the
// figures of all.
import type { ChangeMethod } from '@peptox/tool-schema';
import {
  type AnchorKind,
  type ChangeInputs,
  type ChangeModel,
  fitChangeModel,
  predictedChange,
} from './change.ts';
import type { PairCrossValidation, ScoredPair } from './cross-validation.ts';
import { type PairChange, type ScanFigures, scanFigures } from './figures.ts';
import {
  fitLearnedChange,
  type LearnedChangeInputs,
  type LearnedChangeModel,
  predictLearnedChange,
} from './learned-change.ts';

export type { ChangeMethod };

export const CHANGE_METHODS: Record<ChangeMethod, string> = {
  difference: "the model's prediction of the variant minus its prediction of the wild type",
  anchored: "the model's prediction of the variant minus the anchor",
  fitted:
    'a line through the measured changes in two terms, the prediction of the variant minus that of the wild type and the prediction of the wild type minus the anchor (least squares; out of fold, its coefficients fitted on the other pair families)',
  learned:
    "ridge regression from the line's two terms, the anchor, the residue changed (its change in charge, hydrophobicity and helix propensity), where it is, and the wild type's length and charge to the measured change (out of fold, fitted on the other pair families); a variant that is not one substitution or deletion (a truncation) gets the fitted line",
};

const FIXED: Record<'difference' | 'anchored', ChangeModel> = {
  difference: { intercept: 0, slope: 1, anchorWeight: 0 },
  anchored: { intercept: 0, slope: 1, anchorWeight: 1 },
};

export interface TriedMethod {
  method: ChangeMethod;
  /**
   * The line the service would run (for 'fitted' and 'learned': fitted on every pair; 'learned'
   * runs it for a variant that is not one edit of the wild type).
   */
  change: ChangeModel;
  /** For 'learned': the ridge the service would run, fitted on every pair. */
  learned?: LearnedChangeModel;
  figures: ScanFigures;
}

/** One anchor's result: the method kept and its figures, and every method tried. */
export interface ScanCase extends TriedMethod {
  tried: TriedMethod[];
}

/** A scored pair as the change function takes it, with its anchor. */
export function pairInputs(pair: ScoredPair): ChangeInputs {
  return {
    reference: pair.referencePredicted,
    variant: pair.variantPredicted,
    anchor: {
      kind: pair.anchor,
      value: pair.anchor === 'measured' ? pair.referenceMeasured : pair.referencePredicted,
    },
  };
}

export const measuredChange = (pair: ScoredPair) => pair.variantMeasured - pair.referenceMeasured;

export function figuresOf(pairs: readonly ScoredPair[], predicted: readonly number[]): ScanFigures {
  const changes: PairChange[] = pairs.map((pair, i) => ({
    reference: pair.pair.reference,
    referenceMeasured: pair.referenceMeasured,
    predicted: predicted[i] as number,
    measured: measuredChange(pair),
  }));
  return scanFigures(changes);
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

/**
 * A change learned from measured changes, out of fold: each pair's change from a model fitted on
 * the pairs of the other families (`family` gives a pair's family fold), none of whose records is
 * the pair's reference or variant.
 */
export function changesOutOfFold(
  pairs: readonly ScoredPair[],
  family: (pair: ScoredPair) => number,
  fit: (train: readonly ScoredPair[]) => (pair: ScoredPair) => number,
): number[] {
  const predicted = new Array<number>(pairs.length).fill(Number.NaN);
  const folds = [...new Set(pairs.map(family))];
  for (const fold of folds) {
    const train = pairs.filter((p) => family(p) !== fold);
    const seen = new Set(train.flatMap((p) => [p.pair.reference, p.pair.variant]));
    const change = fit(train);
    pairs.forEach((p, i) => {
      if (family(p) !== fold) return;
      if (seen.has(p.pair.reference) || seen.has(p.pair.variant)) {
        throw new Error(
          `The pair ${p.pair.id} shares a record with the pairs its change learned from.`,
        );
      }
      predicted[i] = change(p);
    });
  }
  return predicted;
}

/** The fitted line out of fold (see changesOutOfFold). */
function fittedOutOfFold(pairs: readonly ScoredPair[], family: (pair: ScoredPair) => number) {
  return changesOutOfFold(pairs, family, (train) => {
    const model = fitChangeModel(train.map(pairInputs), train.map(measuredChange));
    return (p) => predictedChange(model, pairInputs(p));
  });
}

/** The learned change out of fold (see changesOutOfFold). */
function learnedOutOfFold(
  pairs: readonly ScoredPair[],
  family: (pair: ScoredPair) => number,
  sequences: readonly string[],
) {
  const inputs = (pair: ScoredPair) => learnedInputs(pair, sequences);
  return changesOutOfFold(pairs, family, (train) => {
    const model = fitLearnedChange(train.map(inputs), train.map(measuredChange));
    return (p) => predictLearnedChange(model, inputs(p));
  });
}

/**
 * Each method on one anchor's pairs (`sequences`: the records the pairs' rows index); the one
 * with the smallest uncertainty is kept.
 */
export function chooseChange(
  pairs: readonly ScoredPair[],
  anchor: AnchorKind,
  family: (pair: ScoredPair) => number,
  sequences: readonly string[],
): ScanCase {
  const methods: ChangeMethod[] =
    anchor === 'measured'
      ? ['difference', 'anchored', 'fitted', 'learned']
      : ['difference', 'fitted', 'learned'];
  // The line fitted on every pair: served by 'fitted', and by 'learned' for a truncation.
  const line = fitChangeModel(pairs.map(pairInputs), pairs.map(measuredChange));
  const tried = methods.map((method): TriedMethod => {
    if (method === 'fitted') {
      return { method, change: line, figures: figuresOf(pairs, fittedOutOfFold(pairs, family)) };
    }
    if (method === 'learned') {
      const inputs = pairs.map((p) => learnedInputs(p, sequences));
      return {
        method,
        change: line,
        learned: fitLearnedChange(inputs, pairs.map(measuredChange)),
        figures: figuresOf(pairs, learnedOutOfFold(pairs, family, sequences)),
      };
    }
    const change = FIXED[method];
    return {
      method,
      change,
      figures: figuresOf(
        pairs,
        pairs.map((p) => predictedChange(change, pairInputs(p))),
      ),
    };
  });
  const kept = tried.reduce((a, b) => (b.figures.uncertainty < a.figures.uncertainty ? b : a));
  return { ...kept, tried };
}

/** Both anchors' results from one cross-validation (pair families from its family folds). */
export function benchmarkCases(cv: PairCrossValidation): Record<AnchorKind, ScanCase> {
  const family = (pair: ScoredPair) => cv.foldOf.predicted[pair.pair.reference] as number;
  return {
    measured: chooseChange(cv.measured, 'measured', family, cv.sequences),
    predicted: chooseChange(cv.predicted, 'predicted', family, cv.sequences),
  };
}
