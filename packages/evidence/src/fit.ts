// Fitting a model's whole evidence at training time: every head fitted on one set of predictions
// the model did not train on (out-of-fold, or a validation split), and the procedure checked on
// records neither the model nor the fit saw; the evidence file and each head's card figures.

import type { ChanceSimilarity, EvidenceSummary } from '@peptox/tool-schema';
import { chanceAt, chanceSimilarity } from './chance.ts';
import { lengthWindow as windowOf } from './domain.ts';
import { type EvidenceFile, type EvidenceRecords, evidenceFile } from './evidence.ts';
import { type FittedHead, fitHead, type HeadSpec, summarizeHead } from './head.ts';
import { PeptideIndex } from './peptide-index.ts';
import type { RecordSpace } from './similarity.ts';

/** Predictions for some records by models that did not train on them. */
export interface PredictionSet {
  /** The records (indices into the evidence's records). */
  rows: readonly number[];
  /** Per row: its similarity to what the predicting model trained on. */
  similarity: ArrayLike<number>;
  /** Per head (a derived head takes its regression's), per row: the prediction or raw score. */
  predicted: Record<string, ArrayLike<number>>;
}

export interface EvidenceSpec {
  /** The model file's name (models/<model>.json). */
  model: string;
  space: RecordSpace;
  records: EvidenceRecords;
  heads: Record<string, HeadSpec>;
  /** The predictions the served evidence is fitted on. */
  serve: PredictionSet;
  /**
   * How the procedure did on records it was not fitted on: fitted on `fit` (default: the served
   * fit itself) and checked on `check`.
   */
  validate?: { fit?: PredictionSet; check: PredictionSet };
}

/** Per-record arrays (NaN where a record has no prediction) from a prediction set. */
function perRecord(set: PredictionSet, head: string, size: number, floor?: Float64Array) {
  const predicted = new Float64Array(size).fill(Number.NaN);
  const similarity = new Float64Array(size).fill(Number.NaN);
  const values = set.predicted[head];
  if (!values) throw new Error(`No predictions of head '${head}'.`);
  set.rows.forEach((row, j) => {
    predicted[row] = values[j] as number;
    similarity[row] = set.similarity[j] as number;
  });
  return { predicted, similarity, ...(floor ? { floor } : {}) };
}

/** Fits the served evidence, checks the procedure, and returns the file and the card figures. */
export function fitEvidence(spec: EvidenceSpec): { file: EvidenceFile; summary: EvidenceSummary } {
  const { space, records, heads } = spec;
  const size = records.ids.length;
  if (space.size !== size) throw new RangeError('The similarity space holds other records.');
  const source = (name: string) => heads[name]?.derived?.from ?? name;
  const peptides = space.similarity.measure === 'alignment-identity';
  const lengthWindow = peptides ? windowOf(records.inputs) : undefined;
  // Peptides: the chance similarity over all training peptides, each record's floor at its length.
  let chance: ChanceSimilarity | undefined;
  let floor: Float64Array | undefined;
  if (lengthWindow) {
    chance = chanceSimilarity(new PeptideIndex(records.inputs), lengthWindow);
    const curve = chance;
    floor = Float64Array.from(records.inputs, (input) => chanceAt(curve, input.length));
  }
  const fitAll = (set: PredictionSet) =>
    Object.fromEntries(
      Object.entries(heads).map(([name, head]) => [
        name,
        fitHead(head, perRecord(set, source(name), size, floor)),
      ]),
    ) as Record<string, FittedHead>;

  const served = fitAll(spec.serve);
  const procedure = spec.validate?.fit ? fitAll(spec.validate.fit) : served;
  const check = spec.validate?.check;
  const file = evidenceFile(
    spec.model,
    peptides ? 'peptide' : 'molecule',
    space.similarity,
    records,
    Object.fromEntries(Object.entries(served).map(([name, fitted]) => [name, fitted.file])),
    lengthWindow,
    chance,
  );
  const summaries = Object.fromEntries(
    Object.entries(heads).map(([name, head]) => {
      const checked = check
        ? summarizeHead(
            head,
            procedure[name] as FittedHead,
            perRecord(check, source(name), size, floor),
          )
        : undefined;
      // The card shows the served head's cut-off, intervals and threshold, with the figures the
      // same procedure reached on the check records.
      const summary = summarizeHead(head, served[name] as FittedHead);
      if (checked?.interval?.validation && summary.interval) {
        summary.interval.validation = checked.interval.validation;
      }
      if (checked?.calibration && summary.calibration) {
        summary.calibration.validation = checked.calibration.validation;
        summary.calibration.reliability = checked.calibration.reliability;
      }
      if (checked?.threshold?.validation && summary.threshold) {
        summary.threshold.validation = checked.threshold.validation;
      }
      return [name, summary];
    }),
  );
  return {
    file,
    summary: {
      similarity: space.similarity,
      ...(lengthWindow ? { lengthWindow: { min: lengthWindow[0], max: lengthWindow[1] } } : {}),
      ...(chance ? { chance } : {}),
      method: spec.validate?.fit
        ? 'Served: fitted on the out-of-fold predictions of the cross-validation on all records. Validation: the same procedure fitted on the out-of-fold predictions of the training part only, applied to the held-out records (their similarity measured to the training part).'
        : 'Fitted on predictions of records the model did not train on; validation on records neither the model nor the fit saw.',
      heads: summaries,
    },
  };
}
