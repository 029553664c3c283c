/**
 * Amino-acid scales used by peptideProperties, each with its source. Keys are one-letter codes
 * of the 20 standard amino acids.
 */
export type Scale = Readonly<Record<string, number>>;

/**
 * Average residue masses (Da; amino acid minus H2O), as ExPASy ProtParam / Compute pI/Mw use
 * them (https://web.expasy.org/findmod/findmod_masses.html).
 */
export const AVERAGE_RESIDUE_MASS: Scale = {
  A: 71.0788,
  R: 156.1875,
  N: 114.1038,
  D: 115.0886,
  C: 103.1388,
  E: 129.1155,
  Q: 128.1307,
  G: 57.0519,
  H: 137.1411,
  I: 113.1594,
  L: 113.1594,
  K: 128.1741,
  M: 131.1926,
  F: 147.1766,
  P: 97.1167,
  S: 87.0782,
  T: 101.1051,
  W: 186.2132,
  Y: 163.176,
  V: 99.1326,
};

/** Monoisotopic residue masses (Da), same source. */
export const MONOISOTOPIC_RESIDUE_MASS: Scale = {
  A: 71.03711,
  R: 156.10111,
  N: 114.04293,
  D: 115.02694,
  C: 103.00919,
  E: 129.04259,
  Q: 128.05858,
  G: 57.02146,
  H: 137.05891,
  I: 113.08406,
  L: 113.08406,
  K: 128.09496,
  M: 131.04049,
  F: 147.06841,
  P: 97.05276,
  S: 87.03203,
  T: 101.04768,
  W: 186.07931,
  Y: 163.06333,
  V: 99.06841,
};

/** The water added to the residues of a linear peptide (Da). */
export const WATER_AVERAGE_MASS = 18.01524;
export const WATER_MONOISOTOPIC_MASS = 18.010565;

/**
 * pKa values of EMBOSS iep / pepstats (file Epk.dat): termini and ionisable side chains.
 * Positive groups: N-terminus, K, R, H; negative: C-terminus, D, E, C, Y.
 */
export const PKA_EMBOSS = {
  nTerminus: 8.6,
  cTerminus: 3.6,
  K: 10.8,
  R: 12.5,
  H: 6.5,
  D: 3.9,
  E: 4.1,
  C: 8.5,
  Y: 10.1,
} as const;

/** Kyte J, Doolittle RF (1982) J Mol Biol 157:105-132. Hydropathy; GRAVY is its mean. */
export const KYTE_DOOLITTLE: Scale = {
  A: 1.8,
  R: -4.5,
  N: -3.5,
  D: -3.5,
  C: 2.5,
  Q: -3.5,
  E: -3.5,
  G: -0.4,
  H: -3.2,
  I: 4.5,
  L: 3.8,
  K: -3.9,
  M: 1.9,
  F: 2.8,
  P: -1.6,
  S: -0.8,
  T: -0.7,
  W: -0.9,
  Y: -1.3,
  V: 4.2,
};

/**
 * Eisenberg D, Schwarz E, Komaromy M, Wall R (1984) J Mol Biol 179:125-142: the normalised
 * consensus hydrophobicity scale, used for the hydrophobic moment.
 */
export const EISENBERG_CONSENSUS: Scale = {
  A: 0.62,
  R: -2.53,
  N: -0.78,
  D: -0.9,
  C: 0.29,
  Q: -0.85,
  E: -0.74,
  G: 0.48,
  H: -0.4,
  I: 1.38,
  L: 1.06,
  K: -1.5,
  M: 0.64,
  F: 1.19,
  P: 0.12,
  S: -0.18,
  T: -0.05,
  W: 0.81,
  Y: 0.26,
  V: 1.08,
};

/**
 * Side-chain free energies of transfer from cyclohexane to water (kcal/mol), Radzicka A,
 * Wolfenden R (1988) Biochemistry 27:1664-1670, as used by Boman HG (2003) J Intern Med
 * 254:197-215 for his protein-binding index. Proline is not in the scale and counts 0.
 */
export const BOMAN_SOLUBILITY: Scale = {
  L: 4.92,
  I: 4.92,
  V: 4.04,
  F: 2.98,
  M: 2.35,
  W: 2.33,
  A: 1.81,
  C: 1.28,
  G: 0.94,
  Y: -0.14,
  T: -2.57,
  S: -3.4,
  H: -4.66,
  Q: -5.54,
  K: -5.55,
  N: -6.64,
  E: -6.81,
  D: -8.72,
  R: -14.92,
  P: 0,
};

/** Molar extinction coefficients at 280 nm (M^-1 cm^-1), Pace CN et al. (1995) Protein Sci 4:2411. */
export const EXTINCTION_280 = { W: 5500, Y: 1490, cystine: 125 } as const;

const DIWV_ORDER = 'ACDEFGHIKLMNPQRSTVWY';
// biome-ignore format: a 20 x 20 matrix reads best as one row per line
const DIWV_ROWS: Record<string, number[]> = {
  A: [1, 44.94, -7.49, 1, 1, 1, -7.49, 1, 1, 1, 1, 1, 20.26, 1, 1, 1, 1, 1, 1, 1],
  C: [1, 1, 20.26, 1, 1, 1, 33.6, 1, 1, 20.26, 33.6, 1, 20.26, -6.54, 1, 1, 33.6, -6.54, 24.68, 1],
  D: [1, 1, 1, 1, -6.54, 1, 1, 1, -7.49, 1, 1, 1, 1, 1, -6.54, 20.26, -14.03, 1, 1, 1],
  E: [1, 44.94, 20.26, 33.6, 1, 1, -6.54, 20.26, 1, 1, 1, 1, 20.26, 20.26, 1, 20.26, 1, 1, -14.03, 1],
  F: [1, 1, 13.34, 1, 1, 1, 1, 1, -14.03, 1, 1, 1, 20.26, 1, 1, 1, 1, 1, 1, 33.6],
  G: [-7.49, 1, 1, -6.54, 1, 13.34, 1, -7.49, -7.49, 1, 1, -7.49, 1, 1, 1, 1, -7.49, 1, 13.34, -7.49],
  H: [1, 1, 1, 1, -9.37, -9.37, 1, 44.94, 24.68, 1, 1, 24.68, -1.88, 1, 1, 1, -6.54, 1, -1.88, 44.94],
  I: [1, 1, 1, 44.94, 1, 1, 13.34, 1, -7.49, 20.26, 1, 1, -1.88, 1, 1, 1, 1, -7.49, 1, 1],
  K: [1, 1, 1, 1, 1, -7.49, 1, -7.49, 1, -7.49, 33.6, 1, -6.54, 24.64, 33.6, 1, 1, -7.49, 1, 1],
  L: [1, 1, 1, 1, 1, 1, 1, 1, -7.49, 1, 1, 1, 20.26, 33.6, 20.26, 1, 1, 1, 24.68, 1],
  M: [13.34, 1, 1, 1, 1, 1, 58.28, 1, 1, 1, -1.88, 1, 44.94, -6.54, -6.54, 44.94, -1.88, 1, 1, 24.68],
  N: [1, -1.88, 1, 1, -14.03, -14.03, 1, 44.94, 24.68, 1, 1, 1, -1.88, -6.54, 1, 1, -7.49, 1, -9.37, 1],
  P: [20.26, -6.54, -6.54, 18.38, 20.26, 1, 1, 1, 1, 1, -6.54, 1, 20.26, 20.26, -6.54, 20.26, 1, 20.26, -1.88, 1],
  Q: [1, -6.54, 20.26, 20.26, -6.54, 1, 1, 1, 1, 1, 1, 1, 20.26, 20.26, 1, 44.94, 1, -6.54, 1, -6.54],
  R: [1, 1, 1, 1, 1, -7.49, 20.26, 1, 1, 1, 1, 13.34, 20.26, 20.26, 58.28, 44.94, 1, 1, 58.28, -6.54],
  S: [1, 33.6, 1, 20.26, 1, 1, 1, 1, 1, 1, 1, 1, 44.94, 20.26, 20.26, 20.26, 1, 1, 1, 1],
  T: [1, 1, 1, 20.26, 13.34, -7.49, 1, 1, 1, 1, 1, -14.03, 1, -6.54, 1, 1, 1, 1, -14.03, 1],
  V: [1, 1, -14.03, 1, 1, -7.49, 1, 1, -1.88, 1, 1, 1, 20.26, 1, 1, 1, -7.49, 1, 1, -6.54],
  W: [-14.03, 1, 1, 1, 1, -9.37, 24.68, 1, 1, 13.34, 24.68, 13.34, 1, 1, 1, 1, -14.03, -7.49, 1, 1],
  Y: [24.68, 1, 24.68, -6.54, 1, -7.49, 13.34, 1, 1, 1, 44.94, 1, 13.34, 1, -15.91, 1, -7.49, 1, -9.37, 13.34],
};

/**
 * Dipeptide instability weight values, Guruprasad K, Reddy BVB, Pandit MW (1990) Protein Eng
 * 4:155-161 (as in ExPASy ProtParam): DIWV['DG'] is the weight of D followed by G. Each row above
 * is the first residue, its columns the second residue in the order ACDEFGHIKLMNPQRSTVWY.
 */
export const DIWV: Scale = Object.fromEntries(
  Object.entries(DIWV_ROWS).flatMap(([first, row]) =>
    row.map((weight, j) => [`${first}${DIWV_ORDER[j]}`, weight]),
  ),
);

/** Residue classes of EMBOSS pepstats. */
export const RESIDUE_CLASSES = [
  { id: 'tiny', label: 'Tiny', members: 'ACGST' },
  { id: 'small', label: 'Small', members: 'ACDGNPSTV' },
  { id: 'aliphatic', label: 'Aliphatic', members: 'AILV' },
  { id: 'aromatic', label: 'Aromatic', members: 'FHWY' },
  { id: 'nonPolar', label: 'Non-polar (hydrophobic)', members: 'ACFGILMPVWY' },
  { id: 'polar', label: 'Polar', members: 'DEHKNQRST' },
  { id: 'charged', label: 'Charged', members: 'DEHKR' },
  { id: 'basic', label: 'Basic', members: 'HKR' },
  { id: 'acidic', label: 'Acidic', members: 'DE' },
] as const;
