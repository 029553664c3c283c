import { AA_INDEX, AMINO_ACIDS } from './amino-acids.ts';
import {
  CTD_COMPOSITION_SIZE,
  CTD_DISTRIBUTION_NAMES,
  CTD_DISTRIBUTION_SIZE,
  CTD_PROPERTIES,
  CTD_TRANSITION_SIZE,
  ctdCompositionTransition,
  ctdDistribution,
} from './ctd.ts';

/** Eisenberg's normalised consensus hydrophobicity (Eisenberg et al. 1984), by AMINO_ACIDS order. */
const EISENBERG = Float64Array.from([
  0.62, 0.29, -0.9, -0.74, 1.19, 0.48, -0.4, 1.38, -1.5, 1.06, 0.64, -0.78, 0.12, -0.85, -2.53,
  -0.18, -0.05, 1.08, 0.81, 0.26,
]);

const HELIX_ANGLE = (100 * Math.PI) / 180;

const GLOBAL_NAMES = [
  'length',
  'log_length',
  'net_charge',
  'charge_density',
  'mean_hydrophobicity',
  'hydrophobic_moment',
  'max_window_moment',
  'hydrophobic_share',
  'aromatic_count',
  'cationic_count',
] as const;

/**
 * Features of the MIC regressions: amino-acid composition (20), CTD composition and transition
 * (42), CTD distribution (105), and ten global descriptors: length, log length, net charge
 * (K + R - D - E), charge per residue, mean Eisenberg hydrophobicity, the helical (100°)
 * hydrophobic moment of the whole peptide and the largest over 11-residue windows, the share of
 * hydrophobic residues (AILMFWV), and counts of aromatic (FWY) and cationic (KR) residues.
 */
export const MIC_FEATURE_NAMES: readonly string[] = [
  ...Array.from(AMINO_ACIDS, (aa) => `aac.${aa}`),
  ...CTD_PROPERTIES.flatMap((_, p) => [1, 2, 3].map((g) => `prop${p + 1}.G${g}.composition`)),
  ...CTD_PROPERTIES.flatMap((_, p) => ['12', '13', '23'].map((t) => `prop${p + 1}.Tr${t}`)),
  ...CTD_DISTRIBUTION_NAMES,
  ...GLOBAL_NAMES,
];

export const MIC_FEATURE_SIZE = MIC_FEATURE_NAMES.length; // 177

function hydrophobicMoment(sequence: string, from: number, to: number): number {
  let s = 0;
  let c = 0;
  for (let i = from; i < to; i++) {
    const h = EISENBERG[AA_INDEX[sequence.charCodeAt(i)]];
    s += h * Math.sin(i * HELIX_ANGLE);
    c += h * Math.cos(i * HELIX_ANGLE);
  }
  return Math.sqrt(s * s + c * c) / (to - from);
}

export function micFeatures(sequence: string, out: Float32Array | number[], offset = 0): void {
  const n = sequence.length;
  const counts = new Int32Array(20);
  let hydrophobicity = 0;
  for (let i = 0; i < n; i++) {
    const a = AA_INDEX[sequence.charCodeAt(i)];
    counts[a]++;
    hydrophobicity += EISENBERG[a];
  }
  const count = (letters: string) => {
    let s = 0;
    for (const l of letters) s += counts[AMINO_ACIDS.indexOf(l)];
    return s;
  };
  let o = offset;
  for (let a = 0; a < 20; a++) out[o++] = counts[a] / n;
  ctdCompositionTransition(sequence, out, o);
  o += CTD_COMPOSITION_SIZE + CTD_TRANSITION_SIZE;
  ctdDistribution(sequence, out, o);
  o += CTD_DISTRIBUTION_SIZE;

  const charge = count('KR') - count('DE');
  let maxWindow = 0;
  const w = Math.min(11, n);
  for (let i = 0; i + w <= n; i++)
    maxWindow = Math.max(maxWindow, hydrophobicMoment(sequence, i, i + w));
  out[o++] = n;
  out[o++] = Math.log(n);
  out[o++] = charge;
  out[o++] = charge / n;
  out[o++] = hydrophobicity / n;
  out[o++] = hydrophobicMoment(sequence, 0, n);
  out[o++] = maxWindow;
  out[o++] = count('AILMFWV') / n;
  out[o++] = count('FWY');
  out[o++] = count('KR');
}
