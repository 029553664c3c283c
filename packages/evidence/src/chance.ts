import { createRng } from '@peptox/ml';
import type { ChanceSimilarity } from '@peptox/tool-schema';
import type { PeptideIndex } from './peptide-index.ts';

// The similarity a peptide reaches by chance: random sequences of a given length, each residue
// one of the 20 with equal chance, aligned against a model's training peptides. A peptide no more
// similar to the training set than random sequences of its length has no relative there, whatever
// the error did within the cross-validation's range, so the domain's cut-off is never below this.
// Identity over the longer peptide falls with length (a short peptide finds a short match more
// easily), so the level is a curve over length, not one number.

const RESIDUES = 'ACDEFGHIKLMNPQRSTVWY';

/** Lengths at which random sequences are drawn (those inside the model's length window). */
const LENGTHS = [3, 4, 5, 6, 8, 10, 12, 15, 20, 25, 30, 40, 50, 60, 80, 100, 150, 200, 300];

export interface ChanceOptions {
  /** Share of random sequences the level keeps below it. Default 0.95. */
  level?: number;
  /** Random sequences drawn per length. Default 400. */
  samples?: number;
  seed?: number;
}

/**
 * The chance similarity of a model's training peptides (`index`) for lengths in `window`: per
 * length, the `level` quantile of random sequences' similarity to their nearest training peptide;
 * made non-increasing with length (a longer peptide never needs more than a shorter one), ends
 * of the window included.
 */
export function chanceSimilarity(
  index: Pick<PeptideIndex, 'nearest'>,
  [min, max]: readonly [number, number],
  options: ChanceOptions = {},
): ChanceSimilarity {
  const level = options.level ?? 0.95;
  const samples = options.samples ?? 400;
  const rng = createRng(options.seed ?? 2027);
  const lengths = [...new Set([min, ...LENGTHS.filter((l) => l > min && l < max), max])];
  const quantiles = lengths.map((length) => {
    const similarities = Array.from({ length: samples }, () => {
      let sequence = '';
      for (let i = 0; i < length; i++) sequence += RESIDUES[rng.int(RESIDUES.length)];
      return index.nearest(sequence)?.similarity ?? 0;
    }).sort((a, b) => a - b);
    return similarities[Math.ceil(level * samples) - 1] as number;
  });
  // From the longest length down, a shorter length's level is at least a longer one's.
  for (let i = quantiles.length - 2; i >= 0; i--) {
    quantiles[i] = Math.max(quantiles[i] as number, quantiles[i + 1] as number);
  }
  return {
    level,
    samples,
    points: lengths.map((length, i) => ({
      length,
      similarity: +(quantiles[i] as number).toFixed(4),
    })),
  };
}

/** The chance similarity at a length: linear between the measured lengths, flat beyond them. */
export function chanceAt(chance: ChanceSimilarity, length: number): number {
  const { points } = chance;
  const first = points[0];
  if (!first) return 0;
  if (length <= first.length) return first.similarity;
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1] as (typeof points)[number];
    const b = points[i] as (typeof points)[number];
    if (length <= b.length) {
      return (
        a.similarity + ((b.similarity - a.similarity) * (length - a.length)) / (b.length - a.length)
      );
    }
  }
  return (points.at(-1) as (typeof points)[number]).similarity;
}
