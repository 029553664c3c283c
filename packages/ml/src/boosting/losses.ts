// The two losses (log-loss for two classes, squared error): their starting score, each row's
// gradient and hessian for the next tree's Newton step, and the mean loss that rounds report.
import type { ModelKind } from '../model.ts';

/** The probability of class 1 of a raw score (log-odds). */
export const sigmoid = (raw: number): number => 1 / (1 + Math.exp(-raw));

/** Log-loss of a raw score (log-odds), computed without overflow. */
const logLoss = (y: number, raw: number): number =>
  Math.log1p(Math.exp(-Math.abs(raw))) + Math.max(raw, 0) - y * raw;

/** Mean log-loss (classification) or mean squared error (regression) of raw scores. */
export function meanLoss(kind: ModelKind, y: ArrayLike<number>, raw: Float64Array): number {
  let sum = 0;
  for (let i = 0; i < raw.length; i++) {
    sum += kind === 'classification' ? logLoss(y[i], raw[i]) : (raw[i] - y[i]) ** 2;
  }
  return sum / raw.length;
}

/** Labels 0 or 1 (classification) or finite targets (regression); names the first bad row. */
export function checkTargets(kind: ModelKind, y: ArrayLike<number>, what: string): void {
  const classification = kind === 'classification';
  for (let i = 0; i < y.length; i++) {
    const v = y[i];
    if (classification ? v !== 0 && v !== 1 : !Number.isFinite(v)) {
      throw new Error(
        `${what} ${i}: ${classification ? 'label' : 'target'} ${v} is not ${
          classification ? '0 or 1' : 'a finite number'
        }`,
      );
    }
  }
}

/** The raw score before any tree: log-odds of the class-1 share, or the mean target. */
export function initialRawScore(kind: ModelKind, y: ArrayLike<number>): number {
  const n = y.length;
  let baseScore = 0;
  for (let i = 0; i < n; i++) baseScore += y[i];
  baseScore /= n;
  if (kind === 'classification') {
    if (baseScore === 0 || baseScore === 1)
      throw new Error('Classification needs training rows of both classes');
    baseScore = Math.log(baseScore / (1 - baseScore));
  }
  return baseScore;
}

/** Each row's gradient and hessian of the loss at its raw score, written into grad and hess. */
export function fillGradients(
  kind: ModelKind,
  y: ArrayLike<number>,
  score: Float64Array,
  grad: Float64Array,
  hess: Float64Array,
): void {
  const classification = kind === 'classification';
  for (let i = 0; i < score.length; i++) {
    if (classification) {
      const prob = sigmoid(score[i]);
      grad[i] = prob - y[i];
      hess[i] = Math.max(prob * (1 - prob), 1e-16);
    } else {
      grad[i] = score[i] - y[i];
      hess[i] = 1;
    }
  }
}
