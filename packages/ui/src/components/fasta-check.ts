import { type InputProblem, parseFasta } from '@peptox/sequence';

export type FastaMode = 'fasta' | 'genome';

export interface FastaCheckLimits {
  maxSequences: number;
  /** Bytes of pasted or uploaded text (genome mode has its own, larger limit). */
  maxTextBytes: number;
  maxGenomeBytes: number;
}

export interface FastaCheck {
  /** Records that can be submitted (contigs in genome mode). */
  count: number;
  problems: InputProblem[];
  /** The one-line summary for the global warning; null when the input can be submitted. */
  warning: string | null;
  empty: boolean;
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** Checks the text a visitor typed or uploaded, as the job service will. */
export function checkFastaInput(
  text: string,
  mode: FastaMode,
  limits: FastaCheckLimits,
): FastaCheck {
  if (text.trim() === '') return { count: 0, problems: [], warning: null, empty: true };
  const bytes = new TextEncoder().encode(text).length;
  const maxBytes = mode === 'genome' ? limits.maxGenomeBytes : limits.maxTextBytes;
  if (bytes > maxBytes) {
    const message = `The input is ${formatBytes(bytes)}; at most ${formatBytes(maxBytes)} can be submitted${
      mode === 'genome' ? ' as a genome' : ''
    }.`;
    return { count: 0, problems: [{ message }], warning: message, empty: false };
  }
  const parsed = parseFasta(text, {
    alphabet: mode === 'genome' ? 'dna' : 'protein',
    maxRecords: mode === 'genome' ? undefined : limits.maxSequences,
  });
  const problems = parsed.problems;
  const count = parsed.records.length;
  let warning: string | null = null;
  if (problems.length === 1) warning = problems[0]?.message ?? null;
  else if (problems.length > 1) {
    const more = problems.length - 1;
    warning = `${problems[0]?.message} (${more} more problem${more === 1 ? '' : 's'} listed below the input)`;
  }
  return { count, problems, warning, empty: false };
}

/** "3 sequences", "1 contig", with the problem count when there are problems. */
export function describeCheck(check: FastaCheck, mode: FastaMode): string {
  const noun = mode === 'genome' ? 'contig' : 'sequence';
  const valid = `${check.count.toLocaleString('en')} valid ${noun}${check.count === 1 ? '' : 's'}`;
  if (check.problems.length === 0) return valid;
  const n = check.problems.length;
  return `${valid}, ${n} problem${n === 1 ? '' : 's'} to fix`;
}
