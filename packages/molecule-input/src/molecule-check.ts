import {
  type MoleculeInputProblem,
  type MoleculeRecord,
  parseMoleculeText,
} from '@peptox/molecule';
import { formatBytes, type InputCheck, plural, problemsWarning } from '@peptox/ui';

/** What the job service takes at once (GET /tools). */
export interface MoleculeLimits {
  maxMolecules: number;
  maxSmilesLength: number;
  /** Bytes of pasted or uploaded text. */
  maxTextBytes: number;
}

/** Where RDKit's reading of the SMILES in the browser is. */
export type SmilesReading =
  /** Nothing to read (yet). */
  | { state: 'idle' }
  | { state: 'reading'; done: number }
  | { state: 'done'; unreadable: readonly MoleculeInputProblem[] }
  /** RDKit did not load: the service still reads every SMILES when the job runs. */
  | { state: 'failed'; message: string };

/**
 * The check of a compound input. `problems` stop the submission (the whole input is wrong: not
 * text, too many molecules, a name given twice); `unreadable` molecules are only noted: they go
 * with the job and come back marked invalid, with the same reason, as the service keeps them.
 */
export interface MoleculeCheck extends InputCheck {
  /** The molecules as the service will name them (given names, or mol_<n>). */
  records: readonly MoleculeRecord[];
  /** Molecules kept but not predicted, each with a message that names its line. */
  unreadable: readonly MoleculeInputProblem[];
  reading: SmilesReading;
}

const EMPTY: MoleculeCheck = {
  count: 0,
  total: 0,
  problems: [],
  warning: null,
  empty: true,
  records: [],
  unreadable: [],
  reading: { state: 'idle' },
};

/** An input that cannot be read at all (too large, say): one problem, nothing to send. */
export function refusedMolecules(message: string): MoleculeCheck {
  return { ...EMPTY, empty: false, problems: [{ message }], warning: message };
}

/**
 * Checks SMILES text as the job service reads it (`parseMoleculeText`), without RDKit: the
 * molecules and their names, the problems of the whole input, and the molecules whose line
 * cannot be a SMILES (too long, no SMILES before a name). RDKit's reading is added by `withReading`.
 */
export function checkMoleculeText(text: string, limits: MoleculeLimits): MoleculeCheck {
  if (text.trim() === '') return EMPTY;
  const bytes = new TextEncoder().encode(text).length;
  if (bytes > limits.maxTextBytes) {
    return refusedMolecules(
      `The input is ${formatBytes(bytes)}; at most ${formatBytes(limits.maxTextBytes)} can be submitted.`,
    );
  }
  const { records, total, problems } = parseMoleculeText(text, limits);
  const fatal = problems.filter((problem) => problem.fatal);
  return {
    count: records.length,
    total,
    problems: fatal,
    warning: problemsWarning(fatal),
    empty: false,
    records,
    unreadable: problems.filter((problem) => !problem.fatal),
    reading: { state: 'idle' },
  };
}

/** The records RDKit still has to read: those whose line is already known to be unreadable are not. */
export function recordsToRead(check: MoleculeCheck): MoleculeRecord[] {
  const named = new Set(check.unreadable.map((problem) => problem.record));
  return check.records.filter((record) => !named.has(record.id));
}

const byLine = (a: MoleculeInputProblem, b: MoleculeInputProblem) => (a.line ?? 0) - (b.line ?? 0);

/** The check with RDKit's reading: the molecules it cannot read join the unreadable, in line order. */
export function withReading(check: MoleculeCheck, reading: SmilesReading): MoleculeCheck {
  if (check.empty) return check;
  const unreadable =
    reading.state === 'done'
      ? [...check.unreadable, ...reading.unreadable].sort(byLine)
      : check.unreadable;
  return { ...check, reading, unreadable };
}

/** "3 molecules", "10,000 molecules of 10,001, 1 problem to fix", with what RDKit is doing. */
export function describeMolecules(check: MoleculeCheck): string {
  const counted =
    check.total > check.count
      ? `${plural(check.count, 'molecule')} of ${check.total.toLocaleString('en')}`
      : plural(check.count, 'molecule');
  if (check.problems.length > 0) {
    return `${counted}, ${plural(check.problems.length, 'problem')} to fix`;
  }
  const { reading } = check;
  if (reading.state === 'reading') {
    return `${counted}; RDKit is reading the SMILES (${reading.done.toLocaleString('en')} of ${check.count.toLocaleString('en')})`;
  }
  if (reading.state === 'failed') {
    return `${counted}; the SMILES could not be checked here (${reading.message}), the service reads them when the job runs`;
  }
  const unreadable = check.unreadable.length;
  if (unreadable === 0) return reading.state === 'done' ? `${counted}, all readable` : counted;
  return `${counted}, ${unreadable.toLocaleString('en')} of them not readable`;
}

/** What will not be predicted, said before the job is sent (beside the form's Submit button). */
export function moleculeNotes(check: MoleculeCheck): string[] {
  const unreadable = check.unreadable.length;
  if (check.empty || check.problems.length > 0 || unreadable === 0) return [];
  return [
    `${plural(unreadable, 'molecule')} will be kept in the results but not predicted: ${
      unreadable === 1 ? 'its line is' : 'their lines are'
    } not a SMILES RDKit can read (listed under the input).`,
  ];
}
