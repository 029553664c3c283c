// Evaluations a training script adds to its card from the protocol's run (ProtocolSpec.evaluate).
import type { Metrics } from '@peptox/tool-schema';
import type { ProtocolRun } from './protocol.ts';

/**
 * Figures per source of a combined set: for each source name, its rows among the held-out fifth
 * (`validation.<name>`) and among all out-of-fold scores (`crossValidation10Fold.<name>`).
 * `sources[row]` lists the sources of each row (a row listed in several counts for each).
 */
export function metricsBySource(
  run: ProtocolRun,
  sources: readonly (readonly string[])[],
  names: readonly string[],
): Record<string, Metrics> {
  const metrics: Record<string, Metrics> = {};
  const y = run.data.y;
  for (const name of names) {
    const test = run.split.test
      .map((r, j) => ({ r, score: run.validationPredictions[j] as number }))
      .filter(({ r }) => sources[r]?.includes(name));
    metrics[`validation.${name}`] = run.report(
      test.map(({ r }) => y[r] as number),
      test.map(({ score }) => score),
    );
    const rows = sources.flatMap((listed, r) => (listed.includes(name) ? [r] : []));
    metrics[`crossValidation10Fold.${name}`] = run.report(
      rows.map((r) => y[r] as number),
      rows.map((r) => run.crossValidation.predictions[r] as number),
    );
  }
  return metrics;
}

/** The card's note that goes with metricsBySource. */
export const BY_SOURCE_NOTE =
  'validation.<source> and crossValidation10Fold.<source>: the rows listed in that source among the held-out fifth and among all out-of-fold scores (a sequence listed in several sources counts for each).';
