import { isStandardPeptide } from '@peptox/peptide-features';
import { nonStandardNote } from '@peptox/sequence';

/**
 * Why a peptide cannot be scored (empty, or letters other than the 20 standard amino acids),
 * for its row's note; null when it can. `sequence` is upper case.
 */
export function unscorableNote(sequence: string): string | null {
  if (sequence.length === 0) return 'The sequence is empty; nothing was predicted.';
  if (isStandardPeptide(sequence)) return null;
  return (
    nonStandardNote(sequence) ??
    'The sequence holds letters other than the 20 standard amino acids; nothing was predicted.'
  );
}

/** A note when a model learned from peptides of other lengths than this one's; else null. */
export function lengthNote(
  model: string,
  length: number,
  [min, max]: readonly [number, number],
): string | null {
  if (length >= min && length <= max) return null;
  // The same words on every row it applies to, so that the results page can say it once.
  return `${model} learned from peptides of ${min}–${max} residues; outside that length the prediction is an extrapolation.`;
}
