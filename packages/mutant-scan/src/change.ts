// A variant's predicted change: how much its value differs from the wild type's anchor, in log10
// units of the value (log10 of the variant's MIC over the anchor MIC, say). The anchor is the wild
// type's measured value when it is a training record, else its prediction. One function serves
// the scan and scores the benchmark's pairs, so the service gives what the benchmark measured.
import { solveLinear } from './linear.ts';

/** Where a scan's changes start from: the wild type's measured value, or its prediction. */
export type AnchorKind = 'measured' | 'predicted';

export interface Anchor {
  kind: AnchorKind;
  /** On the change's scale (log10 of the value). */
  value: number;
}

/** A model's predictions for one variant of one wild type, on the change's scale. */
export interface ChangeInputs {
  /** The model's prediction of the wild type (the reference) and of the variant. */
  reference: number;
  variant: number;
  anchor: Anchor;
}

/**
 * The change as a line in two terms: intercept + slope x (variant - reference) + anchorWeight x
 * (reference - anchor). The second term is the model's own error on a measured wild type: the
 * variant is predicted from the model's view of the wild type, and the measured value corrects
 * it. Prediction minus prediction is slope 1 and anchorWeight 0; prediction minus the anchor is
 * slope 1 and anchorWeight 1.
 */
export interface ChangeModel {
  intercept: number;
  slope: number;
  anchorWeight: number;
}

export function predictedChange(model: ChangeModel, inputs: ChangeInputs): number {
  const { reference, variant, anchor } = inputs;
  return (
    model.intercept +
    model.slope * (variant - reference) +
    model.anchorWeight * (reference - anchor.value)
  );
}

/** The change's two terms for a pair (see ChangeModel). */
export const changeTerms = ({ reference, variant, anchor }: ChangeInputs): [number, number] => [
  variant - reference,
  reference - anchor.value,
];

/**
 * The line of least squares through measured changes. With a predicted anchor the second term is
 * always 0, and its weight stays 0.
 */
export function fitChangeModel(
  inputs: readonly ChangeInputs[],
  measured: readonly number[],
): ChangeModel {
  if (inputs.length !== measured.length) throw new Error('One measured change per pair is needed.');
  if (inputs.length < 3) throw new Error('A change model needs at least 3 pairs.');
  const rows = inputs.map((i) => [1, ...changeTerms(i)]);
  const used = [0, 1, 2].filter((j) => rows.some((r) => r[j] !== 0));
  // Normal equations on the terms that vary (3 x 3 at most), solved by Gaussian elimination.
  const a = used.map((j) =>
    used.map((k) => rows.reduce((s, r) => s + (r[j] as number) * (r[k] as number), 0)),
  );
  const b = used.map((j) =>
    rows.reduce((s, r, i) => s + (r[j] as number) * (measured[i] as number), 0),
  );
  const solution = solveLinear(a, b);
  const coefficient = (j: number) => {
    const at = used.indexOf(j);
    return at < 0 ? 0 : (solution[at] as number);
  };
  return { intercept: coefficient(0), slope: coefficient(1), anchorWeight: coefficient(2) };
}
