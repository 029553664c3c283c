// Evaluations a training script adds to its card from the protocol's run (ProtocolSpec.evaluate).
import type { Metrics } from '@peptox/tool-schema';
import type { ProtocolRun } from './protocol-types.ts';

/**
 * Figures per source of a combined set: for each source name, its rows among the held-out fifth
 * (`validation.<name>`) and among all out-of-fold scores (`crossValidation10Fold.<name>`).
 * `sources[row]` lists the sources of each row (a row listed in several counts for each). A
 * figure a source cannot have (the ROC-AUC of a source of one class) is left out.
 */
export function metricsBySource(
  run: ProtocolRun,
  sources: readonly (readonly string[])[],
  names: readonly string[],
): Record<string, Metrics> {
  const metrics: Record<string, Metrics> = {};
  const y = run.data.y;
  const measure = (actual: number[], predicted: number[]): Metrics => {
    const m = run.report(actual, predicted);
    // A source of one class (extra positives, say) has a rate of that class and nothing more.
    const positives = (m.tp ?? 0) + (m.fn ?? 0);
    const negatives = (m.tn ?? 0) + (m.fp ?? 0);
    const undefinedFor = new Set<string>(
      'tp' in m && (positives === 0 || negatives === 0) ? ['mcc', 'rocAuc'] : [],
    );
    if ('tp' in m && positives === 0) undefinedFor.add('sensitivity');
    if ('tp' in m && negatives === 0) undefinedFor.add('specificity');
    return Object.fromEntries(
      Object.entries(m).filter(([k, v]) => Number.isFinite(v) && !undefinedFor.has(k)),
    );
  };
  for (const name of names) {
    const test = run.split.test
      .map((r, j) => ({ r, score: run.validationPredictions[j] as number }))
      .filter(({ r }) => sources[r]?.includes(name));
    metrics[`validation.${name}`] = measure(
      test.map(({ r }) => y[r] as number),
      test.map(({ score }) => score),
    );
    const rows = sources.flatMap((listed, r) => (listed.includes(name) ? [r] : []));
    metrics[`crossValidation10Fold.${name}`] = measure(
      rows.map((r) => y[r] as number),
      rows.map((r) => run.crossValidation.predictions[r] as number),
    );
  }
  return metrics;
}

/** The card's note that goes with metricsBySource. */
export const BY_SOURCE_NOTE =
  'validation.<source> and crossValidation10Fold.<source>: the rows listed in that source among the held-out fifth and among all out-of-fold scores (a sequence listed in several sources counts for each).';
