import {
  AVERAGE_RESIDUE_MASS,
  CHOU_FASMAN_HELIX,
  CHOU_FASMAN_SHEET,
  EISENBERG_CONSENSUS,
  HOPP_WOODS,
  KYTE_DOOLITTLE,
  SIDE_CHAIN_CHARGE,
  WATER_AVERAGE_MASS,
  WIMLEY_WHITE_INTERFACE,
} from '@peptox/sequence';
import { AA_INDEX, AMINO_ACIDS, scaleVector } from './amino-acids.ts';
import { featureBlock } from './block.ts';

const EISENBERG = scaleVector(EISENBERG_CONSENSUS);
const MASS = scaleVector(AVERAGE_RESIDUE_MASS);

/** Residue sets counted by the global descriptors, as 20-entry masks in AMINO_ACIDS order. */
const mask = (letters: string): Uint8Array =>
  Uint8Array.from(AMINO_ACIDS, (aa) => (letters.includes(aa) ? 1 : 0));
const HYDROPHOBIC = mask('AILMFWV');
const AROMATIC = mask('FWY');
const CATIONIC = mask('KR');
const ANIONIC = mask('DE');

/** An alpha helix turns 100 degrees a residue; 18 residues make 5 full turns. */
const HELIX_COS = Float64Array.from({ length: 18 }, (_, i) => Math.cos((i * 100 * Math.PI) / 180));
const HELIX_SIN = Float64Array.from({ length: 18 }, (_, i) => Math.sin((i * 100 * Math.PI) / 180));

/** The hydrophobic-moment window (residues), about three helical turns. */
export const MOMENT_WINDOW = 11;

/**
 * Global descriptors (11): length, log length, net charge (K + R - D - E), charge per residue,
 * mean Eisenberg consensus hydrophobicity, the helical (100 degrees a residue) hydrophobic moment
 * of the whole peptide and the largest over 11-residue windows (each divided by the residues it
 * covers; Eisenberg et al. 1982), the share of hydrophobic residues (AILMFWV), the counts of
 * aromatic (FWY) and cationic (KR) residues, and the average molecular weight of the linear
 * peptide (Da).
 */
export const GLOBAL_DESCRIPTORS = featureBlock(
  [
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
  ],
  (sequence, out, offset) => {
    const n = sequence.length;
    const w = Math.min(MOMENT_WINDOW, n);
    let hydrophobicity = 0;
    let hydrophobic = 0;
    let aromatic = 0;
    let cationic = 0;
    let anionic = 0;
    let mass = WATER_AVERAGE_MASS;
    // Moment vector of the whole peptide, and of the sliding window.
    let x = 0;
    let y = 0;
    let wx = 0;
    let wy = 0;
    let maxWindow = 0;
    for (let i = 0; i < n; i++) {
      const a = AA_INDEX[sequence.charCodeAt(i)];
      const h = EISENBERG[a];
      hydrophobicity += h;
      hydrophobic += HYDROPHOBIC[a];
      aromatic += AROMATIC[a];
      cationic += CATIONIC[a];
      anionic += ANIONIC[a];
      mass += MASS[a];
      const hx = h * HELIX_COS[i % 18];
      const hy = h * HELIX_SIN[i % 18];
      x += hx;
      y += hy;
      wx += hx;
      wy += hy;
      if (i >= w) {
        const j = i - w;
        const g = EISENBERG[AA_INDEX[sequence.charCodeAt(j)]];
        wx -= g * HELIX_COS[j % 18];
        wy -= g * HELIX_SIN[j % 18];
      }
      if (i >= w - 1) maxWindow = Math.max(maxWindow, Math.sqrt(wx * wx + wy * wy) / w);
    }
    const charge = cationic - anionic;
    out[offset] = n;
    out[offset + 1] = Math.log(n);
    out[offset + 2] = charge;
    out[offset + 3] = charge / n;
    out[offset + 4] = hydrophobicity / n;
    out[offset + 5] = Math.sqrt(x * x + y * y) / n;
    out[offset + 6] = maxWindow;
    out[offset + 7] = hydrophobic / n;
    out[offset + 8] = aromatic;
    out[offset + 9] = cationic;
    out[offset + 10] = mass;
  },
);

/** The residue scales whose means are features, each from @peptox/sequence (sources there). */
export const RESIDUE_SCALES: readonly { name: string; values: Float64Array }[] = [
  { name: 'kyte_doolittle', values: scaleVector(KYTE_DOOLITTLE) },
  { name: 'hopp_woods', values: scaleVector(HOPP_WOODS) },
  { name: 'helix_propensity', values: scaleVector(CHOU_FASMAN_HELIX) },
  { name: 'sheet_propensity', values: scaleVector(CHOU_FASMAN_SHEET) },
  { name: 'residue_mass', values: MASS },
  { name: 'wimley_white', values: scaleVector(WIMLEY_WHITE_INTERFACE) },
  { name: 'charge', values: scaleVector(SIDE_CHAIN_CHARGE) },
];

/**
 * Means of each residue scale (RESIDUE_SCALES) over the whole peptide, its N-terminal half and
 * its C-terminal half (the middle residue of an odd length belongs to the N-terminal half; the
 * C-terminal half of a single residue is 0): 21 values.
 */
export const SCALE_MEANS = featureBlock(
  RESIDUE_SCALES.flatMap(({ name }) => [`${name}.mean`, `${name}.n_half`, `${name}.c_half`]),
  (sequence, out, offset) => {
    const n = sequence.length;
    const half = Math.ceil(n / 2);
    let o = offset;
    for (const { values } of RESIDUE_SCALES) {
      let first = 0;
      let second = 0;
      for (let i = 0; i < n; i++) {
        const v = values[AA_INDEX[sequence.charCodeAt(i)]];
        if (i < half) first += v;
        else second += v;
      }
      out[o++] = (first + second) / n;
      out[o++] = first / half;
      out[o++] = n > half ? second / (n - half) : 0;
    }
  },
);
