// HemoPep's hemolytic class, read off the predicted HC50 so that class and value never disagree:
// hemolytic exactly when HC50 <= 100 µM (HemoPI2's definition). The served probability is the
// evidence's calibration; the logistic below scores the card's class figures in training.

/** HemoPI2's threshold: a peptide is hemolytic when its HC50 is at most this (µM). */
export const HEMOLYTIC_HC50_UM = 100;

/** The same threshold as pHC50 = -log10(HC50 in µM). */
export const HEMOLYTIC_PHC50 = -Math.log10(HEMOLYTIC_HC50_UM);

/** 1 hemolytic (HC50 <= 100 µM), 0 not. */
export const hemolyticClass = (hc50Um: number): 0 | 1 => (hc50Um <= HEMOLYTIC_HC50_UM ? 1 : 0);

/**
 * A score for the card's class figures: a logistic function of the predicted pHC50 centred on
 * the threshold, 0.5 exactly at HC50 = 100 µM, so its class at 0.5 is the served class. `slope`
 * (per log10 unit) is fitted by the training run on out-of-fold predictions.
 */
export function hemolyticProbability(pHc50: number, slope: number): number {
  return 1 / (1 + Math.exp(-slope * (pHc50 - HEMOLYTIC_PHC50)));
}

/**
 * The slope of hemolyticProbability that best explains the labels (1: measured HC50 <= 100 µM)
 * given predicted pHC50s: maximum likelihood with the centre held at the threshold (Newton's
 * method on one parameter; the log-likelihood is concave in it).
 */
export function fitHemolyticSlope(predicted: ArrayLike<number>, labels: ArrayLike<number>): number {
  let slope = 1;
  for (let iteration = 0; iteration < 100; iteration++) {
    let gradient = 0;
    let curvature = 0;
    for (let i = 0; i < predicted.length; i++) {
      const d = (predicted[i] as number) - HEMOLYTIC_PHC50;
      const p = 1 / (1 + Math.exp(-slope * d));
      gradient += ((labels[i] as number) - p) * d;
      curvature += p * (1 - p) * d * d;
    }
    if (curvature === 0) break;
    const step = gradient / curvature;
    slope += step;
    if (Math.abs(step) < 1e-10) break;
  }
  return slope;
}
