// The Vina pair terms (Trott & Olson 2010), on the surface distance d = r - Ri - Rj.
import { isAcceptor, isDonor, isHydrophobic, XS_RADIUS, XS_TYPE_COUNT } from './atom-types.ts';

/** Vina's default weights. */
export const WEIGHTS = {
  gauss1: -0.035579,
  gauss2: -0.005156,
  repulsion: 0.840245,
  hydrophobic: -0.035069,
  hydrogenBond: -0.587439,
  rotatable: 0.05846,
} as const;

/** Pairs farther apart than this do not interact (Å). */
export const CUTOFF = 8;
export const CUTOFF_SQ = CUTOFF * CUTOFF;

export interface TermValues {
  gauss1: number;
  gauss2: number;
  repulsion: number;
  hydrophobic: number;
  hydrogenBond: number;
}

/** The five unweighted terms of one pair at distance r. */
export function pairTerms(ti: number, tj: number, r: number): TermValues {
  const d = r - (XS_RADIUS[ti] as number) - (XS_RADIUS[tj] as number);
  const hydrophobicPair = isHydrophobic(ti) && isHydrophobic(tj);
  const hbondPair = (isDonor(ti) && isAcceptor(tj)) || (isAcceptor(ti) && isDonor(tj));
  return {
    gauss1: Math.exp(-((d / 0.5) ** 2)),
    gauss2: Math.exp(-(((d - 3) / 2) ** 2)),
    repulsion: d < 0 ? d * d : 0,
    hydrophobic: hydrophobicPair ? (d < 0.5 ? 1 : d < 1.5 ? 1.5 - d : 0) : 0,
    hydrogenBond: hbondPair ? (d < -0.7 ? 1 : d < 0 ? -d / 0.7 : 0) : 0,
  };
}

/** The weighted energy of one pair at distance r (0 beyond the cut-off). */
export function pairEnergy(ti: number, tj: number, r: number): number {
  if (r >= CUTOFF) return 0;
  const t = pairTerms(ti, tj, r);
  return (
    WEIGHTS.gauss1 * t.gauss1 +
    WEIGHTS.gauss2 * t.gauss2 +
    WEIGHTS.repulsion * t.repulsion +
    WEIGHTS.hydrophobic * t.hydrophobic +
    WEIGHTS.hydrogenBond * t.hydrogenBond
  );
}

/**
 * Samples per Å² of r² in the pair tables. The reference program scores with such a table: 32
 * samples per Å², a distance read as the mean of the two samples around it (checked against
 * `vina --score_only` on the 15 complexes: within 0.002 kcal/mol, where the exact terms differ by
 * up to 0.014).
 */
export const SAMPLES = 32;
const TABLE_SIZE = CUTOFF_SQ * SAMPLES + 2;

/**
 * Every type pair's energy sampled on r²: read as the score reports it (`binned`), or linearly
 * interpolated with its own slope for minimisation, grid building and the ligand's internal pairs.
 */
export class PairTable {
  readonly energy: Float32Array;

  constructor() {
    const pairs = XS_TYPE_COUNT * XS_TYPE_COUNT;
    this.energy = new Float32Array(pairs * TABLE_SIZE);
    for (let a = 0; a < XS_TYPE_COUNT; a++) {
      for (let b = 0; b < XS_TYPE_COUNT; b++) {
        const base = (a * XS_TYPE_COUNT + b) * TABLE_SIZE;
        for (let k = 0; k < TABLE_SIZE; k++) {
          const r = Math.sqrt(k / SAMPLES);
          if (r >= CUTOFF) continue;
          this.energy[base + k] = pairEnergy(a, b, r);
        }
      }
    }
  }

  /** Offset of a type pair's samples, for `lookup`. */
  offset(a: number, b: number): number {
    return (a * XS_TYPE_COUNT + b) * TABLE_SIZE;
  }

  /** Energy as the score reports it: the mean of the two samples around r2 (< CUTOFF_SQ). */
  binned(offset: number, r2: number): number {
    const i = offset + Math.floor(r2 * SAMPLES);
    return ((this.energy[i] as number) + (this.energy[i + 1] as number)) / 2;
  }

  /** Energy at r2 (< CUTOFF_SQ), linearly interpolated, for minimisation; (dE/dr)/r in out[0]. */
  lookup(offset: number, r2: number, out: Float64Array): number {
    const x = r2 * SAMPLES;
    const k = Math.floor(x);
    const f = x - k;
    const i = offset + k;
    const e0 = this.energy[i] as number;
    const rise = (this.energy[i + 1] as number) - e0;
    // The derivative of the interpolated energy itself (dE/dr / r = 2 dE/dr²), so that a line
    // search sees the slope it follows.
    out[0] = 2 * SAMPLES * rise;
    return e0 + f * rise;
  }
}

let shared: PairTable | undefined;
/** One table per thread, built on first use. */
export const pairTable = (): PairTable => {
  shared ??= new PairTable();
  return shared;
};
