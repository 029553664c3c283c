// The evidence of a protocol run (ProtocolSpec.evidence): fitted on the run's out-of-fold
// predictions, returned as the evidence file and the card's figures; protocol-files.ts writes it.
import {
  type EvidenceFile,
  fitEvidence,
  type HeadSpec,
  outOfFoldSimilarity,
  similarityTo,
} from '@peptox/evidence';
import type { EvidenceSummary } from '@peptox/tool-schema';
import { log } from './matrix.ts';
import type { ProtocolEvidence, ProtocolSpec } from './protocol-types.ts';

/** The run's out-of-fold predictions the evidence is fitted and checked on. */
export interface EvidencePredictions {
  split: { train: number[]; test: number[] };
  /** Step 2's folds of split.train, and the chosen setting's out-of-fold scores there. */
  trainFolds: Int32Array;
  trainPredictions: number[];
  /** Step 3's scores of split.test. */
  validationPredictions: number[];
  /** Step 4's folds of all rows, and their out-of-fold scores. */
  folds: Int32Array;
  cvPredictions: number[];
}

/**
 * Fits the model's evidence: served from the 10-fold CV's out-of-fold predictions (each record's
 * similarity to the nine folds its model learned from); checked by fitting the same on the
 * training part's 5-fold out-of-fold predictions and applying it to the hold-out, scored by the
 * model trained on that part (each hold-out record's similarity measured to that part).
 */
export function fitRunEvidence(
  spec: ProtocolSpec,
  run: EvidencePredictions,
): { file: EvidenceFile; summary: EvidenceSummary } {
  const evidence = spec.evidence as ProtocolEvidence;
  const { space, records } = evidence;
  const n = spec.y.length;
  const head = evidence.head ?? spec.name;
  if (space.size !== n || records.ids.length !== n) {
    throw new Error(`${spec.name}: the evidence needs one record per row`);
  }
  const heads: Record<string, HeadSpec> = {
    [head]: { task: spec.task, measured: [...spec.y] },
    ...Object.fromEntries(
      Object.entries(evidence.derived ?? {}).map(([derived, definition]) => [
        derived,
        {
          task: 'classification' as const,
          measured: [...spec.y],
          derived: { from: head, ...definition },
        },
      ]),
    ),
  };
  const all = [...Array(n).keys()];
  const trainPartFolds = new Int32Array(n).fill(-1);
  run.split.train.forEach((row, j) => {
    trainPartFolds[row] = run.trainFolds[j] as number;
  });
  const trainPartSimilarity = outOfFoldSimilarity(space, trainPartFolds);
  const started = performance.now();
  const fitted = fitEvidence({
    model: spec.name,
    space,
    records,
    heads,
    serve: {
      rows: all,
      similarity: outOfFoldSimilarity(space, run.folds),
      predicted: { [head]: run.cvPredictions },
    },
    validate: {
      fit: {
        rows: run.split.train,
        similarity: run.split.train.map((r) => trainPartSimilarity[r] as number),
        predicted: { [head]: run.trainPredictions },
      },
      check: {
        rows: run.split.test,
        similarity: similarityTo(space, run.split.test, run.split.train),
        predicted: { [head]: run.validationPredictions },
      },
    },
  });
  for (const [name, h] of Object.entries(fitted.summary.heads)) {
    log(
      spec.name,
      `evidence ${name}: cut-off ${h.domain.cutoff} (${h.domain.basis})`,
      h.interval?.validation
        ? `interval coverage ${h.interval.validation.coverage}, width ${h.interval.validation.meanWidth} (inside ${h.interval.validation.inside.meanWidth}, outside ${h.interval.validation.outside.meanWidth})`
        : '',
      h.calibration?.validation
        ? `ECE ${h.calibration.validation.before?.ece ?? '-'} -> ${h.calibration.validation.after.ece}; threshold ${h.threshold?.value} (precision ${h.threshold?.validation?.precision}, recall ${h.threshold?.validation?.recall})`
        : '',
    );
  }
  log(spec.name, `evidence fitted in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return fitted;
}
