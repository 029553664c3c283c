// What the benchmark reports of predicted against measured changes: Spearman's rank correlation,
// the share of clear changes whose direction is right, the mean change for the most potent
// references against the measured mean, and how large a change must be to tell it from none.
import { spearman } from '@peptox/ml';
import type { ScanDefinitions, ScanFigures } from '@peptox/tool-schema';

export type { ScanDefinitions, ScanFigures };

/** A measured change is clear above this (log10 units: about a two-fold dilution step). */
export const CLEAR_CHANGE = 0.3;
/** The residual quantile that sets the uncertainty. */
export const UNCERTAINTY_LEVEL = 0.9;

export const SCAN_DEFINITIONS: ScanDefinitions = {
  clearChange: CLEAR_CHANGE,
  uncertaintyLevel: UNCERTAINTY_LEVEL,
};

/** One pair's predicted and measured change, on the scale of the change. */
export interface PairChange {
  reference: number;
  /** The reference's measured value (the most potent fifth is the fifth with the lowest). */
  referenceMeasured: number;
  predicted: number;
  measured: number;
}

const mean = (values: readonly number[]) => values.reduce((a, b) => a + b, 0) / values.length;

/** The q quantile of values (linear between order statistics, as numpy's default). */
export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const at = q * (sorted.length - 1);
  const low = Math.floor(at);
  const high = Math.min(low + 1, sorted.length - 1);
  return (
    (sorted[low] as number) + (at - low) * ((sorted[high] as number) - (sorted[low] as number))
  );
}

/** The references of the pairs ranked by measured value; the lowest fifth (at least one). */
export function mostPotentFifth(changes: readonly PairChange[]): Set<number> {
  const value = new Map(changes.map((c) => [c.reference, c.referenceMeasured]));
  const ranked = [...value.keys()].sort(
    (a, b) => (value.get(a) as number) - (value.get(b) as number) || a - b,
  );
  return new Set(ranked.slice(0, Math.max(1, Math.round(ranked.length / 5))));
}

const round4 = (v: number) => Math.round(v * 1e4) / 1e4;

export function scanFigures(changes: readonly PairChange[]): ScanFigures {
  if (changes.length === 0) throw new Error('No pair to measure.');
  const clear = changes.filter((c) => Math.abs(c.measured) > CLEAR_CHANGE);
  const right = clear.filter((c) => Math.sign(c.predicted) === Math.sign(c.measured)).length;
  const potent = mostPotentFifth(changes);
  const top = changes.filter((c) => potent.has(c.reference));
  const measuredMean = mean(top.map((c) => c.measured));
  const predictedMean = mean(top.map((c) => c.predicted));
  return {
    pairs: changes.length,
    spearman: round4(
      spearman(
        changes.map((c) => c.predicted),
        changes.map((c) => c.measured),
      ),
    ),
    direction: { pairs: clear.length, right: clear.length ? round4(right / clear.length) : 0 },
    mostPotent: {
      references: potent.size,
      pairs: top.length,
      measuredMean: round4(measuredMean),
      predictedMean: round4(predictedMean),
      bias: round4(predictedMean - measuredMean),
    },
    uncertainty: round4(
      quantile(
        changes.map((c) => Math.abs(c.measured - c.predicted)),
        UNCERTAINTY_LEVEL,
      ),
    ),
  };
}
