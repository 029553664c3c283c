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
import { VariantNeighbours } from './neighbours.ts';

export type { ChangeMethod };

export const CHANGE_METHODS: Record<ChangeMethod, string> = {
  difference: "the model's prediction of the variant minus its prediction of the wild type",
  anchored: "the model's prediction of the variant minus the anchor",
  fitted:
    'a line through the measured changes in two terms, the prediction of the variant minus that of the wild type and the prediction of the wild type minus the anchor (least squares; out of fold, its coefficients fitted on the other pair families)',
  learned:
    "ridge regression from the line's two terms, the anchor, the residue changed (its change in charge, hydrophobicity and helix propensity), where it is, the wild type's length and charge, and the mean measured value of the training peptides one substitution or deletion from the variant (other than the wild type), and what the sibling endpoint (the other bacterium's MIC) measured of the variant (its change where it measured both peptides, the variant against the anchor where it measured the variant only), to the measured change (out of fold, fitted on the other pair families, each pair reading only the records its fold model learned from); a variant that is not one substitution or deletion (a truncation) gets the fitted line",
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

/** The records of one anchor's case, as the learned change reads them. */
export interface CaseRecords {
  sequences: readonly string[];
  /** On the change's scale. */
  measured: readonly number[];
  /** Each record's fold in this case: a pair's fold model learned from the other folds' records. */
  foldOf: Int32Array;
  /** The records one edit from the variants of a wild type (by its row). */
  neighbours: (reference: number) => VariantNeighbours;
  /** The sibling endpoint's measured values by peptide (upper case), when the model has one. */
  sibling: ReadonlyMap<string, number> | null;
}

/**
 * A scored pair as the learned change reads it. Its variant's neighbours are the records its fold
 * model learned from (never the variant, nor a record of its fold), the wild type left out, as a
 * scan leaves the wild type out of the training records it looks in.
 */
export function learnedInputs(pair: ScoredPair, records: CaseRecords): LearnedChangeInputs {
  const { reference, variant, kind, position, from, to } = pair.pair;
  const neighbours = records
    .neighbours(reference)
    .of(records.sequences[variant] as string)
    .filter((r) => r !== reference && records.foldOf[r] !== pair.fold)
    .map((r) => records.measured[r] as number);
  // Another endpoint's measurement of the variant is known to a scan as it is here.
  const inSibling = (row: number) => records.sibling?.get(records.sequences[row] as string) ?? null;
  return {
    ...pairInputs(pair),
    wildType: records.sequences[reference] as string,
    edit: { kind, position, from, to },
    neighbours,
    sibling: { wildType: inSibling(reference), variant: inSibling(variant) },
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
  records: CaseRecords,
) {
  const inputs = (pair: ScoredPair) => learnedInputs(pair, records);
  return changesOutOfFold(pairs, family, (train) => {
    const model = fitLearnedChange(train.map(inputs), train.map(measuredChange));
    return (p) => predictLearnedChange(model, inputs(p));
  });
}

/**
 * Each method on one anchor's pairs (`records`: those the pairs' rows index); the one
 * with the smallest uncertainty is kept.
 */
export function chooseChange(
  pairs: readonly ScoredPair[],
  anchor: AnchorKind,
  family: (pair: ScoredPair) => number,
  records: CaseRecords,
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
      const inputs = pairs.map((p) => learnedInputs(p, records));
      return {
        method,
        change: line,
        learned: fitLearnedChange(inputs, pairs.map(measuredChange)),
        figures: figuresOf(pairs, learnedOutOfFold(pairs, family, records)),
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

/**
 * Both anchors' results from one cross-validation (pair families from its family folds);
 * `sibling`: the sibling endpoint's measured values by peptide, when the model has one.
 */
export function benchmarkCases(
  cv: PairCrossValidation,
  sibling: ReadonlyMap<string, number> | null = null,
): Record<AnchorKind, ScanCase> {
  const family = (pair: ScoredPair) => cv.foldOf.predicted[pair.pair.reference] as number;
  // Per wild type, the records within two edits of it, found once for both cases.
  const near = new Map<number, VariantNeighbours>();
  const neighbours = (reference: number) => {
    let found = near.get(reference);
    if (!found) {
      found = new VariantNeighbours(cv.sequences, cv.sequences[reference] as string);
      near.set(reference, found);
    }
    return found;
  };
  const records = (anchor: AnchorKind): CaseRecords => ({
    sequences: cv.sequences,
    measured: cv.values,
    foldOf: cv.foldOf[anchor],
    neighbours,
    sibling,
  });
  return {
    measured: chooseChange(cv.measured, 'measured', family, records('measured')),
    predicted: chooseChange(cv.predicted, 'predicted', family, records('predicted')),
  };
}
