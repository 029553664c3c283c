// The analog pairs scored out of fold, in the two cases a scan meets:
//  - anchor 'measured': the wild type is a training record and the variant is new. Folds of
//    records: the fold's model learned from the reference and never from the variant;
//  - anchor 'predicted': neither is a training record. Folds of pair families (records linked by
//    analog pairs, in chains), so the fold's model learned from neither, nor from their analogs.
// Every check that the variant (and, in the second case, the reference) is out of the fit runs
// here, before the fit, so no caller can score a pair with a model that saw it.
import { quantileBins, stratifiedGroupKFold, stratifiedKFold } from '@peptox/ml';
import type { AnchorKind } from './change.ts';
import { type AnalogPair, pairFamilies } from './pairs.ts';

export interface PairRecords {
  /** Distinct peptides, upper case. */
  sequences: readonly string[];
  /** Each record's measured value on the scale of the change (log10 of the served unit). */
  measured: readonly number[];
}

/**
 * Fits the model on these rows (fold `fold` of the case `anchor` left out) and gives its
 * prediction of any record, on the scale of the change.
 */
export type FoldFit = (
  rows: readonly number[],
  fold: number,
  anchor: AnchorKind,
) => (row: number) => number;

/** One analog pair scored out of fold. */
export interface ScoredPair {
  pair: AnalogPair;
  anchor: AnchorKind;
  /** The fold whose model scored it. */
  fold: number;
  /** The measured values of the reference and the variant. */
  referenceMeasured: number;
  variantMeasured: number;
  /** The fold model's predictions of the reference and the variant. */
  referencePredicted: number;
  variantPredicted: number;
}

export interface PairCrossValidation {
  /** The pairs whose reference is in their fold model's training rows. */
  measured: ScoredPair[];
  /** The same pairs with neither in the fold model's training rows. */
  predicted: ScoredPair[];
  folds: number;
  /** The records' sequences and measured values (on the change's scale), by row. */
  sequences: readonly string[];
  values: readonly number[];
  /** Each record's fold in either case. */
  foldOf: Record<AnchorKind, Int32Array>;
}

/** Fold of each record: stratified by the measured value's decile. */
function recordFolds(measured: readonly number[], k: number, seed: number): Int32Array {
  return stratifiedKFold(quantileBins(measured, 10), k, seed);
}

/** Fold of each record with every pair family kept whole. */
function familyFolds(
  measured: readonly number[],
  pairs: readonly AnalogPair[],
  k: number,
  seed: number,
): Int32Array {
  const families = pairFamilies(measured.length, pairs);
  return stratifiedGroupKFold(quantileBins(measured, 10), families, k, seed);
}

/**
 * Scores the pairs in both cases with k folds each (2k fits). Throws when a fit would see what
 * it scores.
 */
export function crossValidatePairs(
  records: PairRecords,
  pairs: readonly AnalogPair[],
  fit: FoldFit,
  { folds: k = 5, seed = 2026 }: { folds?: number; seed?: number } = {},
): PairCrossValidation {
  const n = records.sequences.length;
  if (records.measured.length !== n) throw new Error('One measured value per record is needed.');
  const scored = (
    anchor: AnchorKind,
    fold: number,
    pair: AnalogPair,
    predict: (row: number) => number,
  ): ScoredPair => ({
    pair,
    anchor,
    fold,
    referenceMeasured: records.measured[pair.reference] as number,
    variantMeasured: records.measured[pair.variant] as number,
    referencePredicted: predict(pair.reference),
    variantPredicted: predict(pair.variant),
  });

  const run = (anchor: AnchorKind, fold: Int32Array, scoredBy: (pair: AnalogPair) => number) => {
    const out: ScoredPair[] = [];
    for (let f = 0; f < k; f++) {
      const mine = pairs.filter((pair) => scoredBy(pair) === f);
      const rows = [...Array(n).keys()].filter((r) => fold[r] !== f);
      assertOutOfFit(records.sequences, rows, mine, anchor);
      const predict = fit(rows, f, anchor);
      for (const pair of mine) out.push(scored(anchor, f, pair, predict));
    }
    return out;
  };

  const byRecord = recordFolds(records.measured, k, seed);
  // A pair whose reference shares its variant's fold is not in the measured case (its
  // reference was not learned from); it stays in the other case.
  const measured = run('measured', byRecord, (pair) =>
    byRecord[pair.reference] === byRecord[pair.variant] ? -1 : (byRecord[pair.variant] as number),
  );
  const byFamily = familyFolds(records.measured, pairs, k, seed + 1);
  const kept = new Set(measured.map((s) => s.pair));
  const predicted = run('predicted', byFamily, (pair) =>
    kept.has(pair) ? (byFamily[pair.variant] as number) : -1,
  );
  // Both lists in the pairs' order, so the two cases line up pair by pair.
  const order = new Map(pairs.map((pair, i) => [pair, i]));
  const byPair = (a: ScoredPair, b: ScoredPair) =>
    (order.get(a.pair) as number) - (order.get(b.pair) as number);
  return {
    measured: measured.sort(byPair),
    predicted: predicted.sort(byPair),
    folds: k,
    sequences: records.sequences,
    values: records.measured,
    foldOf: { measured: byRecord, predicted: byFamily },
  };
}

/**
 * The variant of every pair, and in the predicted case its reference, must be out of the rows a
 * fold model learns from, and so must any record of the same sequence.
 */
export function assertOutOfFit(
  sequences: readonly string[],
  rows: readonly number[],
  pairs: readonly AnalogPair[],
  anchor: AnchorKind,
): void {
  const fitted = new Set(rows.map((r) => sequences[r]));
  for (const pair of pairs) {
    const variant = sequences[pair.variant] as string;
    const reference = sequences[pair.reference] as string;
    if (fitted.has(variant))
      throw new Error(`The variant ${variant} is in the fit that scores it.`);
    if (anchor === 'predicted' && fitted.has(reference)) {
      throw new Error(`The reference ${reference} is in the fit that scores it as unmeasured.`);
    }
    if (anchor === 'measured' && !fitted.has(reference)) {
      throw new Error(`The reference ${reference} is missing from the fit that anchors on it.`);
    }
  }
}
