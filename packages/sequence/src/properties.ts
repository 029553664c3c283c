import { AMINO_ACIDS, firstInvalidIndex } from './alphabet.ts';
import { singleSequence } from './fasta.ts';
import {
  AVERAGE_RESIDUE_MASS,
  BOMAN_SOLUBILITY,
  DIWV,
  EISENBERG_CONSENSUS,
  EXTINCTION_280,
  KYTE_DOOLITTLE,
  MONOISOTOPIC_RESIDUE_MASS,
  PKA_EMBOSS,
  RESIDUE_CLASSES,
  type Scale,
  WATER_AVERAGE_MASS,
  WATER_MONOISOTOPIC_MASS,
} from './scales.ts';

export interface ResidueShare {
  count: number;
  /** Share of the residues, 0-100. */
  percent: number;
}

export interface PeptideProperties {
  /** The sequence as measured: upper case, whitespace and a trailing '*' removed. */
  sequence: string;
  length: number;
  /** Average molecular weight of the linear peptide with free termini (Da). */
  molecularWeight: number;
  /** Monoisotopic mass (Da). */
  monoisotopicMass: number;
  /** pH at which the net charge is zero (EMBOSS pKa values), found by bisection. */
  isoelectricPoint: number;
  /** Net charge at pH 7 (EMBOSS pKa values, Henderson-Hasselbalch). */
  netChargeAtPH7: number;
  /** Grand average of hydropathy: mean Kyte-Doolittle value. */
  gravy: number;
  /** Mean Eisenberg consensus hydrophobicity. */
  meanHydrophobicity: number;
  /** Mean hydrophobic moment: Eisenberg consensus scale, 100 degrees a residue, whole sequence. */
  hydrophobicMoment: number;
  /** Ikai (1980) aliphatic index. */
  aliphaticIndex: number;
  /** Guruprasad (1990) instability index; above 40 the protein is predicted unstable. */
  instabilityIndex: number;
  /** Lobry (1994) aromaticity: share of F, W and Y (0-1). */
  aromaticity: number;
  /** At 280 nm in water (M^-1 cm^-1): all Cys reduced, or all Cys pairs forming cystines. */
  extinctionCoefficient: { reduced: number; oxidised: number };
  /** Boman (2003) protein-binding potential index (kcal/mol). */
  bomanIndex: number;
  /** Count and percent of each of the 20 standard amino acids, in alphabetical order. */
  composition: Record<string, ResidueShare>;
  /** Residue classes of EMBOSS pepstats (tiny, small, aliphatic, aromatic, ...). */
  classes: { id: string; label: string; members: string; count: number; percent: number }[];
}

/** Why a text cannot be measured as a peptide, or null when it can. */
export function peptideProblem(text: string): string | null {
  const sequence = normalisePeptide(text);
  if (sequence === '') return 'The sequence is empty; type a peptide in one-letter code.';
  const bad = firstInvalidIndex(sequence, 'standard');
  if (bad === -1) return null;
  return `The sequence has '${sequence[bad]}' at position ${bad + 1}; only the 20 standard amino acids are allowed.`;
}

/** The peptide a text holds (a bare sequence or a FASTA record: see singleSequence), in capitals. */
function normalisePeptide(text: string): string {
  const sequence = singleSequence(text).toUpperCase();
  return sequence.endsWith('*') ? sequence.slice(0, -1) : sequence;
}

/**
 * Physicochemical properties of a peptide, for /sequence-info. Throws a RangeError (with the
 * sentence of peptideProblem) when the text is not a peptide of the 20 standard amino acids.
 */
export function peptideProperties(text: string): PeptideProperties {
  const problem = peptideProblem(text);
  if (problem !== null) throw new RangeError(problem);
  const sequence = normalisePeptide(text);
  const length = sequence.length;
  const counts = countResidues(sequence);
  const count = (aminoAcid: string) => counts[aminoAcid] ?? 0;
  const share = (n: number) => (100 * n) / length;

  const composition: Record<string, ResidueShare> = {};
  for (const aminoAcid of AMINO_ACIDS) {
    composition[aminoAcid] = { count: count(aminoAcid), percent: share(count(aminoAcid)) };
  }
  const classes = RESIDUE_CLASSES.map(({ id, label, members }) => {
    const n = [...members].reduce((sum, aminoAcid) => sum + count(aminoAcid), 0);
    return { id, label, members, count: n, percent: share(n) };
  });

  // Pace et al. (1995): each W and Y absorbs; a cystine (two Cys) adds 125.
  const reduced = EXTINCTION_280.W * count('W') + EXTINCTION_280.Y * count('Y');
  const cystines = Math.floor(count('C') / 2);

  return {
    sequence,
    length,
    molecularWeight: sumScale(sequence, AVERAGE_RESIDUE_MASS) + WATER_AVERAGE_MASS,
    monoisotopicMass: sumScale(sequence, MONOISOTOPIC_RESIDUE_MASS) + WATER_MONOISOTOPIC_MASS,
    isoelectricPoint: isoelectricPoint(sequence),
    netChargeAtPH7: netCharge(sequence, 7),
    gravy: sumScale(sequence, KYTE_DOOLITTLE) / length,
    meanHydrophobicity: sumScale(sequence, EISENBERG_CONSENSUS) / length,
    hydrophobicMoment: hydrophobicMoment(sequence),
    // Ikai A (1980) J Biochem 88:1895-1898: mole percents of A, V and I + L, weighted by the
    // relative side-chain volumes a = 2.9 and b = 3.9.
    aliphaticIndex:
      share(count('A')) + 2.9 * share(count('V')) + 3.9 * share(count('I') + count('L')),
    instabilityIndex: instabilityIndex(sequence),
    // Lobry JR, Gautier C (1994) Nucleic Acids Res 22:3174-3180.
    aromaticity: (count('F') + count('W') + count('Y')) / length,
    extinctionCoefficient: { reduced, oxidised: reduced + EXTINCTION_280.cystine * cystines },
    // Boman (2003): minus the summed solubilities (Radzicka-Wolfenden), over all residues.
    bomanIndex: -sumScale(sequence, BOMAN_SOLUBILITY) / length,
    composition,
    classes,
  };
}

function countResidues(sequence: string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const aminoAcid of sequence) counts[aminoAcid] = (counts[aminoAcid] ?? 0) + 1;
  return counts;
}

function sumScale(sequence: string, scale: Scale): number {
  let sum = 0;
  for (const aminoAcid of sequence) sum += scale[aminoAcid] ?? 0;
  return sum;
}

/**
 * Net charge at a pH, by Henderson-Hasselbalch with the EMBOSS pKa values: each basic group
 * (N-terminus, K, R, H) carries 1 / (1 + 10^(pH - pKa)), each acidic group (C-terminus, D, E,
 * C, Y) -1 / (1 + 10^(pKa - pH)).
 */
export function netCharge(text: string, pH: number): number {
  const sequence = normalisePeptide(text);
  const counts = countResidues(sequence);
  const positive = (pKa: number) => 1 / (1 + 10 ** (pH - pKa));
  const negative = (pKa: number) => -1 / (1 + 10 ** (pKa - pH));
  let charge = positive(PKA_EMBOSS.nTerminus) + negative(PKA_EMBOSS.cTerminus);
  for (const group of ['K', 'R', 'H'] as const) {
    charge += (counts[group] ?? 0) * positive(PKA_EMBOSS[group]);
  }
  for (const group of ['D', 'E', 'C', 'Y'] as const) {
    charge += (counts[group] ?? 0) * negative(PKA_EMBOSS[group]);
  }
  return charge;
}

/**
 * The pH of zero net charge. The charge falls monotonically with pH, so bisection on [0, 14]
 * converges; 40 halvings narrow it to about 1e-11.
 */
function isoelectricPoint(sequence: string): number {
  let low = 0;
  let high = 14;
  for (let i = 0; i < 40; i++) {
    const middle = (low + high) / 2;
    if (netCharge(sequence, middle) > 0) low = middle;
    else high = middle;
  }
  return (low + high) / 2;
}

/**
 * Eisenberg D, Weiss RM, Terwilliger TC (1982) Nature 299:371-374: the hydrophobic moment is
 * the length of the sum of vectors h_i (cos(i delta), sin(i delta)), delta = 100 degrees (an
 * alpha helix). Here over the whole sequence (no sliding window) and divided by the length:
 * the mean moment per residue, comparable between peptides of different lengths.
 */
function hydrophobicMoment(sequence: string): number {
  const delta = (100 * Math.PI) / 180;
  let x = 0;
  let y = 0;
  for (let i = 0; i < sequence.length; i++) {
    const h = EISENBERG_CONSENSUS[sequence[i] ?? ''] ?? 0;
    x += h * Math.cos(i * delta);
    y += h * Math.sin(i * delta);
  }
  return Math.hypot(x, y) / sequence.length;
}

/** Guruprasad et al. (1990): (10 / L) times the sum of the DIWV of each adjacent pair. */
function instabilityIndex(sequence: string): number {
  let sum = 0;
  for (let i = 0; i + 1 < sequence.length; i++) sum += DIWV[sequence.slice(i, i + 2)] ?? 0;
  return (10 / sequence.length) * sum;
}
