import { ALPHABET_RULE, firstInvalidIndex, nonStandardNote } from './alphabet.ts';
import { singleRecordLines } from './fasta.ts';

/** One peptide typed or pasted into a box, as the workbench reads it. */
export interface PeptideReading {
  /** The peptide in capitals, without a FASTA header, digits, spaces or a final '*'. */
  sequence: string;
  /** What was left out to read it, when more than spaces and a header: said, never silent. */
  notice: string | null;
  /** Why the text is not a peptide (a character no one-letter code stands for); null when it is. */
  problem: string | null;
  /**
   * Why the models give it no value, as for a sequence of a tool's form: it holds B, J, O, U, X or
   * Z, which are kept but not predicted (`nonStandardNote`); null when every residue is standard.
   */
  notPredicted: string | null;
}

const DIGITS = /\d+/g;

/**
 * Reads one peptide as the tool forms read a sequence (a FASTA record's header dropped, spaces and
 * position numbers removed, the codes B, J, O, U, X and Z accepted but not predicted), except
 * that any digit is left out, with a notice: in a box for one peptide a digit is never a residue.
 */
export function readPeptide(text: string): PeptideReading {
  const record = singleRecordLines(text).join('\n');
  const numbers = record.match(DIGITS)?.length ?? 0;
  let sequence = record.replace(DIGITS, '').replace(/\s+/g, '').toUpperCase();
  if (sequence.endsWith('*')) sequence = sequence.slice(0, -1);
  const notice =
    numbers > 0
      ? `${numbers === 1 ? 'A number was' : `${numbers} numbers were`} left out (position numbers are not residues): the peptide is read as its letters alone.`
      : null;
  if (sequence === '') {
    const problem =
      text.trim() === ''
        ? null
        : 'The text holds no amino acids; type a peptide in one-letter code.';
    return { sequence, notice, problem, notPredicted: null };
  }
  const bad = firstInvalidIndex(sequence, 'protein');
  const problem =
    bad === -1
      ? null
      : `The sequence has '${sequence[bad]}' at position ${bad + 1}; ${ALPHABET_RULE.protein}.`;
  return { sequence, notice, problem, notPredicted: problem ? null : nonStandardNote(sequence) };
}
