import { decodeTextFile } from '@peptox/sequence';

/**
 * What a submission form's input area found in the text, whatever it reads (FASTA, SMILES): how
 * much can be sent, and what stops it. The form's status, its focus on the first problem and the
 * site's warning are written from this.
 */
export interface InputCheck {
  /** Records that can be submitted. */
  count: number;
  /** Records the text holds, also those over the limit or with a problem. */
  total: number;
  /** Problems that stop the submission, each naming its record or line. */
  problems: readonly { message: string }[];
  /** The one-line summary for the global warning; null when the input can be submitted. */
  warning: string | null;
  empty: boolean;
}

/** The first problem, and how many more there are: the line the site's warning shows. */
export function problemsWarning(problems: readonly { message: string }[]): string | null {
  const [first] = problems;
  if (!first) return null;
  const more = problems.length - 1;
  if (more === 0) return first.message;
  return `${first.message} (${more} more problem${more === 1 ? '' : 's'} listed below the input)`;
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** Why an uploaded file is refused: "The file big.smi is 1.1 MB; at most 1.0 MB can be submitted." */
/**
 * A chosen file's text as the service will read it (UTF-8, UTF-16 with its mark, or Latin-1), or
 * why it is not text (gzip, ZIP, binary).
 */
export async function readTextFile(file: File) {
  return decodeTextFile(new Uint8Array(await file.arrayBuffer()));
}

export function fileTooLarge(file: File, maxBytes: number, as = ''): string {
  return `The file ${file.name} is ${formatBytes(file.size)}; at most ${formatBytes(maxBytes)} can be submitted${as}.`;
}

/** "1 molecule", "2,000 sequences". */
export const plural = (n: number, noun: string) =>
  `${n.toLocaleString('en')} ${noun}${n === 1 ? '' : 's'}`;

/** What an input area tells its form: the check, notes on what will not be predicted, and what a record is called. */
export interface InputReport {
  check: InputCheck;
  /** Shown beside the Submit button, e.g. "2 molecules will be kept but not predicted: …". */
  notes: string[];
  /** 'sequence', 'contig', 'molecule': "3 molecules ready". */
  noun: string;
  /**
   * Of `check.count`, the records that go with the job but cannot be read (kept in the results,
   * not predicted): "9 molecules ready, 3 cannot be read". None when absent.
   */
  unreadable?: number;
}
