import type {
  ConformalIntervals,
  DerivedClass,
  DomainCutoff,
  HeadSummary,
  OperatingPoint,
} from '@peptox/tool-schema';

// A model output's evidence ("head"): fitted on out-of-fold predictions, checked on held-out ones.
// A regression head has a domain cut-off and conformal intervals; a classification head a cut-off,
// a calibration and a threshold. A classification can also be derived from a regression (HemoPep's
// class is its HC50 <= 100 µM): its probability is then calibrated on the regression's predictions
// and its threshold is the probability at the regression's cut, so class and value always agree.
import {
  brierScore,
  type Calibration,
  calibrate,
  chooseCalibration,
  expectedCalibrationError,
  fitPlatt,
  reliabilityBins,
} from './calibration.ts';
import { fitConformal, validateIntervals } from './conformal.ts';
import { measureCutoff } from './domain.ts';
import { chooseThreshold, operatingPoint } from './threshold.ts';

export type HeadTask = 'regression' | 'classification';

/** What the evidence file keeps of a head. */
export interface HeadFile {
  task: HeadTask;
  /** Each training record's measured value (the model's target scale; a class 0/1); null: not measured. */
  measured: (number | null)[];
  /** Similarity below which an input is outside the domain. */
  cutoff: number;
  intervals?: ConformalIntervals;
  calibration?: Calibration;
  threshold?: { value: number; precision: number | null; recall: number; curve: OperatingPoint[] };
  derived?: DerivedClass;
}

/** Out-of-fold (or held-out) predictions of a head, one per record: NaN where there is none. */
export interface Predictions {
  /** The regression's value, or the classifier's raw score (the regression's value if derived). */
  predicted: ArrayLike<number>;
  /** Each record's similarity to the records the predicting model was trained on. */
  similarity: ArrayLike<number>;
  /** Peptides: each record's chance similarity at its length (the domain's floor). */
  floor?: ArrayLike<number>;
}

export interface HeadSpec {
  task: HeadTask;
  /** Per record, on the model's scale: a value, or a class 0/1; null where not measured. */
  measured: readonly (number | null)[];
  derived?: DerivedClass;
}

const round4 = (v: number) => +v.toFixed(4);

/** The records with both a measurement and a prediction. */
function usable(spec: HeadSpec, predictions: Predictions) {
  const rows: { actual: number; predicted: number; similarity: number; floor?: number }[] = [];
  spec.measured.forEach((value, i) => {
    const predicted = predictions.predicted[i] as number;
    const similarity = predictions.similarity[i] as number;
    if (value === null || !Number.isFinite(predicted) || !Number.isFinite(similarity)) return;
    const floor = predictions.floor?.[i];
    rows.push({ actual: value, predicted, similarity, ...(floor === undefined ? {} : { floor }) });
  });
  return rows;
}

const labelOf = (spec: HeadSpec, actual: number) =>
  spec.derived ? (actual >= spec.derived.atOrAbove ? 1 : 0) : actual;

const thresholdRule = (spec: HeadSpec) =>
  spec.derived
    ? `the probability at which the predicted value meets the definition (${spec.derived.definition}), so that the class and the value always agree`
    : 'the calibrated probability with the highest Matthews correlation on the out-of-fold predictions';

/** A fitted head: its file, and what the fit measured on the out-of-fold records. */
export interface FittedHead {
  file: HeadFile;
  domain: DomainCutoff;
  logLoss?: { isotonic: number; platt: number };
  /** How the class threshold was chosen, in words, with its figure. */
  thresholdRule?: string;
}

/** Fits a head's cut-off, intervals or calibration and threshold on out-of-fold predictions. */
export function fitHead(spec: HeadSpec, outOfFold: Predictions): FittedHead {
  const rows = usable(spec, outOfFold);
  if (rows.length === 0) throw new RangeError('A head needs out-of-fold predictions.');
  if (spec.task === 'regression') {
    const domain = measureCutoff(
      rows.map((r) => ({
        similarity: r.similarity,
        squaredError: (r.predicted - r.actual) ** 2,
        ...(r.floor === undefined ? {} : { floor: r.floor }),
      })),
    );
    const intervals = fitConformal(
      rows.map((r) => ({ similarity: r.similarity, residual: Math.abs(r.predicted - r.actual) })),
      { cutoff: domain.cutoff },
    );
    return {
      file: { task: 'regression', measured: [...spec.measured], cutoff: domain.cutoff, intervals },
      domain,
    };
  }
  const labels = rows.map((r) => labelOf(spec, r.actual));
  const scores = rows.map((r) => r.predicted);
  let calibration: Calibration;
  let logLoss: FittedHead['logLoss'];
  if (spec.derived) {
    const platt = fitPlatt(scores, labels, 'raw');
    calibration = platt;
    if (platt.method !== 'platt' || platt.a <= 0) {
      throw new Error(
        `The probability of '${spec.derived.definition}' does not grow with the predicted value; the regression cannot define this class.`,
      );
    }
  } else ({ calibration, logLoss } = chooseCalibration(scores, labels));
  const probabilities = scores.map((s) => calibrate(calibration, s));
  const domain = measureCutoff(
    rows.map((r, i) => ({
      similarity: r.similarity,
      squaredError: ((probabilities[i] as number) - (labels[i] as number)) ** 2,
      ...(r.floor === undefined ? {} : { floor: r.floor }),
    })),
  );
  const threshold = chooseThreshold(
    probabilities,
    labels,
    spec.derived
      ? {
          threshold: calibrate(calibration, spec.derived.atOrAbove),
          rule: thresholdRule(spec),
        }
      : undefined,
  );
  return {
    file: {
      task: 'classification',
      measured: [...spec.measured],
      cutoff: domain.cutoff,
      calibration,
      threshold: {
        value: threshold.threshold,
        precision: threshold.precision,
        recall: threshold.recall,
        curve: threshold.curve,
      },
      ...(spec.derived ? { derived: spec.derived } : {}),
    },
    domain,
    ...(logLoss ? { logLoss } : {}),
    thresholdRule: threshold.rule,
  };
}

/**
 * The head's card figures: what the fit measured on the out-of-fold records, and how the head did
 * on held-out records it was not fitted on (`heldOut`: a hold-out's predictions by a model trained
 * without it, and their similarity to that model's training records).
 */
export function summarizeHead(
  spec: HeadSpec,
  fitted: FittedHead,
  heldOut?: Predictions,
): HeadSummary {
  const { file, domain } = fitted;
  const test = heldOut ? usable(spec, heldOut) : [];
  if (file.task === 'regression') {
    const intervals = file.intervals as ConformalIntervals;
    return {
      task: 'regression',
      domain,
      interval: {
        ...intervals,
        ...(test.length ? { validation: validateIntervals(intervals, test, file.cutoff) } : {}),
      },
    };
  }
  const calibration = file.calibration as Calibration;
  const threshold = file.threshold as NonNullable<HeadFile['threshold']>;
  const summary: HeadSummary = {
    task: 'classification',
    domain,
    calibration: {
      method: calibration.method,
      ...(fitted.logLoss ? { logLoss: fitted.logLoss } : {}),
    },
    threshold: {
      value: threshold.value,
      rule: fitted.thresholdRule ?? thresholdRule(spec),
      precision: threshold.precision,
      recall: threshold.recall,
      curve: threshold.curve,
    },
    ...(spec.derived ? { derived: spec.derived } : {}),
  };
  if (test.length && summary.calibration && summary.threshold) {
    const labels = test.map((r) => labelOf(spec, r.actual));
    const raw = test.map((r) => r.predicted);
    const after = raw.map((score) => calibrate(calibration, score));
    const figures = (p: number[]) => ({
      brier: round4(brierScore(p, labels)),
      ece: round4(expectedCalibrationError(p, labels)),
    });
    summary.calibration.validation = {
      n: test.length,
      before: spec.derived ? null : figures(raw),
      after: figures(after),
    };
    summary.calibration.reliability = {
      before: spec.derived ? null : reliabilityBins(raw, labels),
      after: reliabilityBins(after, labels),
    };
    const at = operatingPoint(after, labels, threshold.value);
    summary.threshold.validation = { n: test.length, precision: at.precision, recall: at.recall };
  }
  return summary;
}
