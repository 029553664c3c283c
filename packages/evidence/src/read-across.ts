// Read-across: a molecule's value read from the measured values of its most similar measured
// molecules. The same neighbours and the same mean serve training (over the molecules a fit learns
// from) and prediction (over a model's evidence records, HeadEvidence.neighbours).
import { FingerprintSet } from '@peptox/molecule';

/** A neighbour as read-across reads it: its similarity and its measured value (or class 0/1). */
export interface MeasuredNeighbour {
  similarity: number;
  measured: number;
}

/**
 * Read-across: the mean of some neighbours' measured values (a value, or a class 0/1: then the
 * share of actives), each weighted by its similarity to the power given, so near ones count more.
 */
export function readAcross(neighbours: readonly MeasuredNeighbour[], power: number): number {
  let sum = 0;
  let weight = 0;
  for (const { similarity, measured } of neighbours) {
    // A floor, so that neighbours sharing no bit still give a mean rather than 0 / 0.
    const w = similarity ** power + 1e-9;
    sum += w * measured;
    weight += w;
  }
  return sum / weight;
}

/**
 * The search read-across makes among some rows (the molecules a fit learns from): a fingerprint's
 * k most similar rows by Tanimoto, most similar first (of equals, the first of `rows`), with their
 * values.
 */
export function measuredNeighbours(
  fingerprints: readonly Uint8Array[],
  values: ArrayLike<number>,
  rows: readonly number[],
): (fingerprint: Uint8Array, k: number) => MeasuredNeighbour[] {
  const set = new FingerprintSet(rows.map((row) => fingerprints[row] as Uint8Array));
  return (fingerprint, k) =>
    set.nearestK(fingerprint, k).map(({ index, similarity }) => ({
      similarity,
      measured: values[rows[index] as number] as number,
    }));
}
