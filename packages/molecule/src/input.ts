import { notTextProblem } from './not-text.ts';

/** One molecule of the input: its unique name, its SMILES as given, and the line of the SMILES. */
export interface MoleculeRecord {
  id: string;
  smiles: string;
  line: number;
}

/**
 * Something wrong with the input, said so that a chemist can fix it. A fatal problem is one of the
 * whole input (not text, duplicate names, too many molecules, a '>' name without SMILES): the
 * input is refused. Any other names one record (`record`), which stays in the input and is marked
 * invalid with this message in the results.
 */
export interface MoleculeInputProblem {
  message: string;
  line?: number;
  record?: string;
  fatal?: true;
  /** For a SMILES RDKit cannot read: why, as a clause (the message adds the line and name). */
  reason?: string;
}

export interface ParsedMolecules {
  records: MoleculeRecord[];
  /** Molecules the text holds, also those beyond `maxMolecules` (which are not in `records`). */
  total: number;
  /** In line order; problems of the whole input without a line come first. */
  problems: MoleculeInputProblem[];
}

export interface MoleculeTextLimits {
  /** More molecules than this is a fatal problem; only the first maxMolecules are returned. */
  maxMolecules?: number;
  /** A longer SMILES is a problem of its record only. */
  maxSmilesLength?: number;
}

export const DEFAULT_MAX_MOLECULES = 10_000;
export const DEFAULT_MAX_SMILES_LENGTH = 1_000;
/** Fatal problems listed one by one; beyond this, one entry says how many more there are. */
export const MAX_LISTED_FATAL_PROBLEMS = 100;

// A header's SMILES column, and the names a header gives a name column. Neither 'smiles' nor 'SMILES'
// is valid SMILES ('m' and 'M' are no atoms), so a first line starting with it is never a molecule.
const SMILES_COLUMN = /^(?:(?:canonical|isomeric)[_ ]?)?smiles$|^smi$/i;
const NAME_COLUMN =
  /^(?:id|name|title|index|no|cid|compound(?:[_ ]?(?:id|name))?|mol(?:ecule)?[_ ]?(?:id|name)?)$/i;
// A SMILES ends at the first whitespace or comma; neither occurs inside a SMILES.
const SEPARATOR = /[\s,]/;

interface GivenName {
  name: string;
  /** Line of the '>' header, or of the SMILES line that carried the name. */
  line: number;
}

interface RawRecord {
  smiles: string;
  line: number;
  given: GivenName | null;
}

/**
 * Reads a tool's SMILES input: one molecule a line as `SMILES` or `SMILES name` (the name is the
 * rest of the line after the first whitespace, tab or comma, and may hold spaces), or the original
 * site's pairs of a `>name` line and a SMILES line; the two may be mixed. Blank lines and lines
 * starting with '#' are skipped; a first line whose first field is `smiles` (any case, also
 * `canonical_smiles`, `smi`) is a column header and skipped. Tolerates CRLF or lone CR line ends
 * and a byte-order mark. A molecule without a name is called `mol_<n>` after its position n (with
 * a suffix if the input gives that name to another molecule). The SMILES are not parsed here
 * (that needs RDKit); this runs in the browser as the user types.
 */
export function parseMoleculeText(text: string, limits: MoleculeTextLimits = {}): ParsedMolecules {
  const maxMolecules = limits.maxMolecules ?? DEFAULT_MAX_MOLECULES;
  const maxSmilesLength = limits.maxSmilesLength ?? DEFAULT_MAX_SMILES_LENGTH;
  const fatal = new FatalProblems();

  const notText = notTextProblem(text);
  if (notText !== null) {
    return { records: [], total: 0, problems: [{ message: notText, fatal: true }] };
  }
  if (text.trim() === '') {
    fatal.add(
      'The input is empty; give one SMILES a line, optionally followed by a name (for example: CCO ethanol).',
    );
    return { records: [], total: 0, problems: fatal.list() };
  }

  const unmarked = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  // Old Mac files end lines with a lone CR.
  const lines = (unmarked.includes('\n') ? unmarked : unmarked.replaceAll('\r', '\n')).split('\n');
  const raw: RawRecord[] = [];
  let moleculeCount = 0;
  let pending: GivenName | null = null;
  let seenContent = false;

  for (let index = 0; index < lines.length; index++) {
    const lineNumber = index + 1;
    const line = (lines[index] ?? '').trim();
    if (line === '' || line.startsWith('#')) continue;

    if (!seenContent) {
      seenContent = true;
      const fields = line.split(/[\s,;]+/);
      if (SMILES_COLUMN.test(fields[0] ?? '')) continue;
      const smilesColumn = fields.findIndex((field) => SMILES_COLUMN.test(field));
      if (smilesColumn > 0 && NAME_COLUMN.test(fields[0] ?? '')) {
        fatal.add(
          `Line ${lineNumber} looks like a table header with the SMILES in column ${smilesColumn + 1} ('${fields[smilesColumn]}'); put the SMILES first on each line, optionally followed by a name.`,
          lineNumber,
        );
        return { records: [], total: 0, problems: fatal.list() };
      }
    }

    if (line.startsWith('>')) {
      const name = line.slice(1).trim();
      if (pending !== null) fatal.add(noSmilesAfter(pending), pending.line);
      pending = null;
      if (name === '') {
        fatal.add(
          `Line ${lineNumber} starts with '>' but gives no name; write the molecule's name right after the '>', and its SMILES on the next line.`,
          lineNumber,
        );
      } else {
        pending = { name, line: lineNumber };
      }
      continue;
    }

    const cut = line.search(SEPARATOR);
    const smiles = cut === -1 ? line : line.slice(0, cut);
    const trailing = cut === -1 ? '' : unquote(line.slice(cut + 1).trim());
    let given: GivenName | null = trailing === '' ? null : { name: trailing, line: lineNumber };
    if (pending !== null) {
      if (given !== null) {
        fatal.add(
          `Line ${lineNumber} names its molecule '${given.name}', but line ${pending.line} already names it '${pending.name}'; give the name once, either on the '>' line or after the SMILES.`,
          lineNumber,
        );
      }
      given = pending;
      pending = null;
    }
    moleculeCount++;
    if (moleculeCount <= maxMolecules) raw.push({ smiles, line: lineNumber, given });
  }
  if (pending !== null) fatal.add(noSmilesAfter(pending), pending.line);

  if (moleculeCount > maxMolecules) {
    fatal.addFirst(
      `The input holds ${moleculeCount} molecules; at most ${maxMolecules} are allowed at a time.`,
    );
  }
  if (moleculeCount === 0 && fatal.isEmpty()) {
    fatal.add(
      'The input holds no molecules; give one SMILES a line, optionally followed by a name (for example: CCO ethanol).',
    );
  }

  const records = nameRecords(raw, fatal);
  const recordProblems: MoleculeInputProblem[] = [];
  for (const record of records) {
    if (record.smiles === '') {
      recordProblems.push({
        message: `Line ${record.line} gives no SMILES before the name '${record.id}'.`,
        line: record.line,
        record: record.id,
      });
    } else if (record.smiles.length > maxSmilesLength) {
      recordProblems.push({
        message: `Line ${record.line}: the SMILES of '${record.id}' is ${record.smiles.length} characters long; at most ${maxSmilesLength} are allowed.`,
        line: record.line,
        record: record.id,
      });
    }
  }
  return { records, total: moleculeCount, problems: fatal.list(recordProblems) };
}

function noSmilesAfter(header: GivenName): string {
  return `Line ${header.line} names a molecule '${header.name}' but no SMILES follows it; put its SMILES on the next line.`;
}

/** A name given as a quoted CSV field loses its quotes. */
function unquote(name: string): string {
  if (name.length >= 2 && name.startsWith('"') && name.endsWith('"')) {
    return name.slice(1, -1).replaceAll('""', '"').trim();
  }
  return name;
}

/**
 * Gives every record its id: the name the input gives it, or `mol_<position>`. A name given twice
 * is a fatal problem and the later record is left out, so that ids stay unique.
 */
function nameRecords(raw: readonly RawRecord[], fatal: FatalProblems): MoleculeRecord[] {
  const firstLineByName = new Map<string, number>();
  for (const { given } of raw) {
    if (given !== null && !firstLineByName.has(given.name)) {
      firstLineByName.set(given.name, given.line);
    }
  }
  const taken = new Set(firstLineByName.keys());
  const records: MoleculeRecord[] = [];
  raw.forEach(({ smiles, line, given }, index) => {
    if (given !== null) {
      const firstLine = firstLineByName.get(given.name);
      if (firstLine !== given.line) {
        fatal.add(
          `Molecule name '${given.name}' on line ${given.line} is already used on line ${firstLine}; names must be unique.`,
          given.line,
          given.name,
        );
        return;
      }
      records.push({ id: given.name, smiles, line });
      return;
    }
    const base = `mol_${index + 1}`;
    let id = base;
    for (let suffix = 2; taken.has(id); suffix++) id = `${base}_${suffix}`;
    taken.add(id);
    records.push({ id, smiles, line });
  });
  return records;
}

const byLine = (a: MoleculeInputProblem, b: MoleculeInputProblem) => (a.line ?? 0) - (b.line ?? 0);

/**
 * Fatal problems: the first MAX_LISTED_FATAL_PROBLEMS (by line) listed and the rest counted. Listed
 * with the records' problems in line order, a problem of the whole input first.
 */
class FatalProblems {
  private readonly items: MoleculeInputProblem[] = [];
  private first: MoleculeInputProblem | null = null;

  add(message: string, line?: number, record?: string): void {
    const problem: MoleculeInputProblem = { message, fatal: true };
    if (line !== undefined) problem.line = line;
    if (record !== undefined) problem.record = record;
    this.items.push(problem);
  }

  /** A problem about the whole input, shown before the ones that name a line. */
  addFirst(message: string): void {
    this.first = { message, fatal: true };
  }

  isEmpty(): boolean {
    return this.items.length === 0 && this.first === null;
  }

  list(recordProblems: readonly MoleculeInputProblem[] = []): MoleculeInputProblem[] {
    const fatal = [...this.items].sort(byLine);
    const listed = [...fatal.slice(0, MAX_LISTED_FATAL_PROBLEMS), ...recordProblems].sort(byLine);
    if (this.first !== null) listed.unshift(this.first);
    const unlisted = fatal.length - MAX_LISTED_FATAL_PROBLEMS;
    if (unlisted > 0) {
      const noun = unlisted === 1 ? 'problem' : 'problems';
      listed.push({
        message: `... and ${unlisted} more ${noun} (only the first ${MAX_LISTED_FATAL_PROBLEMS} are listed).`,
        fatal: true,
      });
    }
    return listed;
  }
}
