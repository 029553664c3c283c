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

/** Hopp TP, Woods KR (1981) Proc Natl Acad Sci USA 78:3824-3828. Hydrophilicity. */
export const HOPP_WOODS: Scale = {
  A: -0.5,
  C: -1,
  D: 3,
  E: 3,
  F: -2.5,
  G: 0,
  H: -0.5,
  I: -1.8,
  K: 3,
  L: -1.8,
  M: -1.3,
  N: 0.2,
  P: 0,
  Q: 0.2,
  R: 3,
  S: 0.3,
  T: -0.4,
  V: -1.5,
  W: -3.4,
  Y: -2.3,
};

/** Chou PY, Fasman GD (1978) Adv Enzymol 47:45-148: alpha-helix propensity P(alpha). */
export const CHOU_FASMAN_HELIX: Scale = {
  A: 1.42,
  C: 0.7,
  D: 1.01,
  E: 1.51,
  F: 1.13,
  G: 0.57,
  H: 1,
  I: 1.08,
  K: 1.16,
  L: 1.21,
  M: 1.45,
  N: 0.67,
  P: 0.57,
  Q: 1.11,
  R: 0.98,
  S: 0.77,
  T: 0.83,
  V: 1.06,
  W: 1.08,
  Y: 0.69,
};

/** Chou PY, Fasman GD (1978) Adv Enzymol 47:45-148: beta-sheet propensity P(beta). */
export const CHOU_FASMAN_SHEET: Scale = {
  A: 0.83,
  C: 1.19,
  D: 0.54,
  E: 0.37,
  F: 1.38,
  G: 0.75,
  H: 0.87,
  I: 1.6,
  K: 0.74,
  L: 1.3,
  M: 1.05,
  N: 0.89,
  P: 0.55,
  Q: 1.1,
  R: 0.93,
  S: 0.75,
  T: 1.19,
  V: 1.7,
  W: 1.37,
  Y: 1.47,
};

/**
 * Wimley WC, White SH (1996) Nat Struct Biol 3:842-848: free energy of transfer from water to
 * the membrane interface (kcal/mol); positive values favour water.
 */
export const WIMLEY_WHITE_INTERFACE: Scale = {
  A: 0.17,
  C: -0.24,
  D: 1.23,
  E: 2.02,
  F: -1.13,
  G: 0.01,
  H: 0.96,
  I: -0.31,
  K: 0.99,
  L: -0.56,
  M: -0.23,
  N: 0.42,
  P: 0.45,
  Q: 0.58,
  R: 0.81,
  S: 0.13,
  T: 0.14,
  V: 0.07,
  W: -1.85,
  Y: -0.94,
};

/**
 * A rough side-chain charge at neutral pH, for features: K and R +1, D and E -1, H +0.1 (mostly
 * uncharged at pH 7); see netCharge for the Henderson-Hasselbalch charge with pKa values.
 */
export const SIDE_CHAIN_CHARGE: Scale = {
  A: 0,
  C: 0,
  D: -1,
  E: -1,
  F: 0,
  G: 0,
  H: 0.1,
  I: 0,
  K: 1,
  L: 0,
  M: 0,
  N: 0,
  P: 0,
  Q: 0,
  R: 1,
  S: 0,
  T: 0,
  V: 0,
  W: 0,
  Y: 0,
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
