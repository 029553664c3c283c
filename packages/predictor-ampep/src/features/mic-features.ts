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

/**
 * Per-residue scales (AMINO_ACIDS order) whose means over the peptide and over its N- and
 * C-terminal halves are features: sums a forest cannot form from the composition by itself.
 */
const SCALES: readonly { name: string; values: readonly number[] }[] = [
  {
    name: 'kyte_doolittle', // hydropathy, Kyte & Doolittle 1982
    values: [
      1.8, 2.5, -3.5, -3.5, 2.8, -0.4, -3.2, 4.5, -3.9, 3.8, 1.9, -3.5, -1.6, -3.5, -4.5, -0.8,
      -0.7, 4.2, -0.9, -1.3,
    ],
  },
  {
    name: 'hopp_woods', // hydrophilicity, Hopp & Woods 1981
    values: [
      -0.5, -1, 3, 3, -2.5, 0, -0.5, -1.8, 3, -1.8, -1.3, 0.2, 0, 0.2, 3, 0.3, -0.4, -1.5, -3.4,
      -2.3,
    ],
  },
  {
    name: 'helix_propensity', // Chou & Fasman 1978, P(alpha)
    values: [
      1.42, 0.7, 1.01, 1.51, 1.13, 0.57, 1, 1.08, 1.16, 1.21, 1.45, 0.67, 0.57, 1.11, 0.98, 0.77,
      0.83, 1.06, 1.08, 0.69,
    ],
  },
  {
    name: 'sheet_propensity', // Chou & Fasman 1978, P(beta)
    values: [
      0.83, 1.19, 0.54, 0.37, 1.38, 0.75, 0.87, 1.6, 0.74, 1.3, 1.05, 0.89, 0.55, 1.1, 0.93, 0.75,
      1.19, 1.7, 1.37, 1.47,
    ],
  },
  {
    name: 'residue_mass', // average residue mass, Da
    values: [
      71.08, 103.14, 115.09, 129.12, 147.18, 57.05, 137.14, 113.16, 128.17, 113.16, 131.19, 114.1,
      97.12, 128.13, 156.19, 87.08, 101.1, 99.13, 186.21, 163.18,
    ],
  },
  {
    name: 'wimley_white', // interface free energy of transfer, Wimley & White 1996 (kcal/mol)
    values: [
      0.17, -0.24, 1.23, 2.02, -1.13, 0.01, 0.96, -0.31, 0.99, -0.56, -0.23, 0.42, 0.45, 0.58, 0.81,
      0.13, 0.14, 0.07, -1.85, -0.94,
    ],
  },
  {
    name: 'charge', // at neutral pH: K, R +1; D, E -1; H +0.1
    values: [0, 0, -1, -1, 0, 0, 0.1, 0, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0],
  },
];

const WATER_MASS = 18.02;

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
  'molecular_weight',
  ...SCALES.flatMap(({ name }) => [`${name}.mean`, `${name}.n_half`, `${name}.c_half`]),
] as const;

/**
 * Features of the MIC regressions: amino-acid composition (20), CTD composition and transition
 * (42), CTD distribution (105), and ten global descriptors: length, log length, net charge
 * (K + R - D - E), charge per residue, mean Eisenberg hydrophobicity, the helical (100°)
 * hydrophobic moment of the whole peptide and the largest over 11-residue windows, the share of
 * hydrophobic residues (AILMFWV), and counts of aromatic (FWY) and cationic (KR) residues;
 * then the molecular weight and the means of seven residue scales (SCALES) over the whole
 * peptide, its N-terminal half and its C-terminal half (the middle residue of an odd length
 * belongs to the N-terminal half).
 */
export const MIC_FEATURE_NAMES: readonly string[] = [
  ...Array.from(AMINO_ACIDS, (aa) => `aac.${aa}`),
  ...CTD_PROPERTIES.flatMap((_, p) => [1, 2, 3].map((g) => `prop${p + 1}.G${g}.composition`)),
  ...CTD_PROPERTIES.flatMap((_, p) => ['12', '13', '23'].map((t) => `prop${p + 1}.Tr${t}`)),
  ...CTD_DISTRIBUTION_NAMES,
  ...GLOBAL_NAMES,
];

export const MIC_FEATURE_SIZE = MIC_FEATURE_NAMES.length; // 199

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

  let mass = WATER_MASS;
  for (let a = 0; a < 20; a++) mass += counts[a] * (SCALES[4]?.values[a] as number);
  out[o++] = mass;
  const half = Math.ceil(n / 2);
  for (const { values } of SCALES) {
    let first = 0;
    let second = 0;
    for (let i = 0; i < n; i++) {
      const v = values[AA_INDEX[sequence.charCodeAt(i)]] as number;
      if (i < half) first += v;
      else second += v;
    }
    out[o++] = (first + second) / n;
    out[o++] = first / half;
    out[o++] = n > half ? second / (n - half) : 0;
  }
}
