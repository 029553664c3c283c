// Read-across (@peptox/evidence's readAcross: the similarity-weighted mean of the nearest training
// molecules' measured values, Tanimoto on the domain's Morgan fingerprints) blended with the trees. The same
// neighbours at training (fitted on each fold's training molecules) and at prediction (the
// evidence's records, which are the final model's training molecules).
import { measuredNeighbours, readAcross as readAcrossValue } from '@peptox/evidence';
import type { ProtocolBlend } from '@peptox/training';
import { DOMAIN_FINGERPRINT } from './features.ts';

export interface ReadAcross {
  /** How many nearest training molecules. */
  neighbours: number;
  /** Each neighbour's value weighted by similarity ** power: near ones count more. */
  power: number;
  /** The trees' weight in the blend; read-across has the rest. */
  treesWeight: number;
}

export function describeReadAcross(r: ReadAcross): string {
  return `the mean of the measured values of the ${r.neighbours} most similar training molecules (Tanimoto similarity of Morgan fingerprints, radius ${DOMAIN_FINGERPRINT.radius}, ${DOMAIN_FINGERPRINT.nBits} bits), each weighted by its similarity to the power ${r.power}; the trees weigh ${r.treesWeight}, read-across ${+(1 - r.treesWeight).toFixed(4)}`;
}

/** The protocol's blend: read-across over the molecules each fit learns from. */
export function readAcrossBlend(
  r: ReadAcross,
  fingerprints: readonly Uint8Array[],
  y: readonly number[],
): ProtocolBlend {
  return {
    treesWeight: r.treesWeight,
    name: 'read-across',
    description: describeReadAcross(r),
    fit(rows) {
      const near = measuredNeighbours(fingerprints, y, rows);
      return (row) => readAcrossValue(near(fingerprints[row] as Uint8Array, r.neighbours), r.power);
    },
  };
}

/** The model file's read-across (meta.readAcross), checked; null when it has none. */
export function readAcrossMeta(meta: Record<string, unknown>, file: string): ReadAcross | null {
  const r = meta.readAcross as Partial<ReadAcross> | undefined;
  if (r === undefined) return null;
  const { neighbours, power, treesWeight } = r;
  if (
    !Number.isInteger(neighbours) ||
    (neighbours as number) < 1 ||
    typeof power !== 'number' ||
    typeof treesWeight !== 'number' ||
    treesWeight < 0 ||
    treesWeight > 1
  ) {
    throw new Error(`${file}: meta.readAcross must give neighbours, power and treesWeight.`);
  }
  return { neighbours: neighbours as number, power, treesWeight };
}
