import {
  backTranslate,
  type InputProblem,
  nonStandardResidues,
  parseFasta,
} from '@peptox/sequence';
import { fitsLengthWindow, type LengthWindow, lengthWindowWords } from '@peptox/tool-schema';
import { formatBytes, type InputCheck, plural, problemsWarning } from './input-check.ts';

export type FastaMode = 'fasta' | 'genome';

export interface FastaCheckLimits {
  maxSequences: number;
  /** Bytes of pasted or uploaded text (genome mode has its own, larger limit). */
  maxTextBytes: number;
  maxGenomeBytes: number;
}

/** The check of FASTA text; `count` is of contigs in genome mode. */
export interface FastaCheck extends InputCheck {
  problems: InputProblem[];
  /** Sequences holding the codes B, J, O, U, X or Z: submitted and kept, but not predicted. */
  nonStandard: { count: number; letters: string[] };
  /** Lengths of the records that can be submitted, for the methods' length windows. */
  lengths: number[];
  /** Peptide input whose letters are nearly all A, C, G, T (U, N): likely a genome pasted as peptides. */
  looksLikeDna: boolean;
  /** How the text was read where it was not plain FASTA (no header, numbered lines), as parseFasta says. */
  readNotes: string[];
}

const EMPTY: FastaCheck = {
  count: 0,
  total: 0,
  problems: [],
  warning: null,
  empty: true,
  nonStandard: { count: 0, letters: [] },
  lengths: [],
  looksLikeDna: false,
  readNotes: [],
};

/** The check of an input that cannot be read at all (too large, say): one problem, nothing to send. */
export function refusedInput(message: string): FastaCheck {
  return { ...EMPTY, problems: [{ message }], warning: message, empty: false };
}

const NUCLEOTIDE_LETTERS = /[ACGTUN]/g;
const MIN_DNA_LETTERS = 30;

/** At least 90 % of at least 30 letters are nucleotides: a peptide rarely looks like that. */
function nucleotideLike(sequences: readonly string[]): boolean {
  let letters = 0;
  let nucleotides = 0;
  for (const sequence of sequences) {
    letters += sequence.length;
    nucleotides += sequence.match(NUCLEOTIDE_LETTERS)?.length ?? 0;
  }
  return letters >= MIN_DNA_LETTERS && nucleotides >= 0.9 * letters;
}

/** Checks the text a visitor typed or uploaded, as the job service will. */
export function checkFastaInput(
  text: string,
  mode: FastaMode,
  limits: FastaCheckLimits,
): FastaCheck {
  if (text.trim() === '') return EMPTY;
  const bytes = new TextEncoder().encode(text).length;
  const maxBytes = mode === 'genome' ? limits.maxGenomeBytes : limits.maxTextBytes;
  if (bytes > maxBytes) {
    const message = `The input is ${formatBytes(bytes)}; at most ${formatBytes(maxBytes)} can be submitted${
      mode === 'genome' ? ' as a genome' : ''
    }.`;
    return refusedInput(message);
  }
  const parsed = parseFasta(text, {
    alphabet: mode === 'genome' ? 'dna' : 'protein',
    maxRecords: mode === 'genome' ? undefined : limits.maxSequences,
  });
  const { problems, records } = parsed;
  const warning = problemsWarning(problems);
  const sequences = records.map((r) => r.sequence);
  const letters = new Set<string>();
  let nonStandard = 0;
  if (mode === 'fasta') {
    for (const sequence of sequences) {
      const found = nonStandardResidues(sequence);
      if (found.length > 0) nonStandard++;
      for (const letter of found) letters.add(letter);
    }
  }
  return {
    count: records.length,
    total: parsed.total,
    problems,
    warning,
    empty: false,
    nonStandard: { count: nonStandard, letters: [...letters] },
    lengths: sequences.map((s) => s.length),
    looksLikeDna: mode === 'fasta' && nucleotideLike(sequences),
    readNotes: parsed.notes,
  };
}

/** "3 valid sequences", "1 contig", with the problem count when there are problems. */
export function describeCheck(check: FastaCheck, mode: FastaMode): string {
  const noun = mode === 'genome' ? 'contig' : 'sequence';
  const valid = `${plural(check.count, `valid ${noun}`)}`;
  const counted =
    check.total > check.count ? `${valid} of ${check.total.toLocaleString('en')}` : valid;
  if (check.problems.length === 0) return counted;
  return `${counted}, ${plural(check.problems.length, 'problem')} to fix`;
}

/** A method's length window, as the form checks the sequences against it. */
export interface LengthWindowed extends LengthWindow {
  label: string;
}

/**
 * What will not be predicted, and why, before the job is sent: sequences with non-standard
 * codes (by every method), and sequences outside a chosen method's length window.
 */
export function skippedNotes(check: FastaCheck, methods: readonly LengthWindowed[]): string[] {
  const notes: string[] = [];
  const { count, letters } = check.nonStandard;
  if (count > 0) {
    notes.push(
      `${plural(count, 'sequence')} with ${letters.join(', ')} will be kept in the results but not predicted (the models know only the 20 standard amino acids).`,
    );
  }
  for (const method of methods) {
    const window = lengthWindowWords(method);
    if (window === null) continue;
    const outside = check.lengths.filter((n) => !fitsLengthWindow(method, n)).length;
    if (outside === 0) continue;
    notes.push(
      `${method.label} takes ${window} residues: it will skip ${plural(outside, 'sequence')}.`,
    );
  }
  return notes;
}

/**
 * A genome example made from a tool's example peptides: one synthetic contig coding for them,
 * each between stop codons, labelled as synthetic in its header.
 */
export function genomeExample(peptideFasta: string): string {
  const contig = backTranslate(parseFasta(peptideFasta).records);
  const lines = contig.match(/.{1,70}/g) ?? [];
  return `>synthetic_contig the example peptides, back-translated and separated by stop codons\n${lines.join('\n')}\n`;
}
