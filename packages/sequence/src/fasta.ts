import { ALPHABET_RULE, type Alphabet, firstInvalidIndex, invalidLetters } from './alphabet.ts';
import { looksLikeGenBank, readGenBank } from './genbank.ts';
import type { InputProblem } from './input-problem.ts';

/** One FASTA record. id = header text up to the first whitespace; line = 1-based header line. */
export interface FastaRecord {
  id: string;
  sequence: string;
  line: number;
}

export interface ParsedFasta {
  records: FastaRecord[];
  problems: InputProblem[];
  /** Records the text holds, also those left out (over the limit, or with a problem). */
  total: number;
  /**
   * What was changed to read the text, said so that nothing happens silently: a sequence given
   * without a header, position numbers removed from a GenBank-style sequence.
   */
  notes: string[];
}

/** The name of a sequence given without a '>' header line. */
export const HEADERLESS_NAME = 'sequence_1';

export interface ParseFastaOptions {
  /** Letters allowed in sequences; 'protein' (the default) or 'dna'. */
  alphabet?: Alphabet;
  /** More records than this give one problem; only the first maxRecords are returned. */
  maxRecords?: number;
}

/** Problems listed one by one; beyond this, one entry says how many more there are. */
export const MAX_LISTED_PROBLEMS = 100;

interface OpenRecord {
  id: string;
  headerLine: number;
  lines: string[];
  lineNumbers: number[];
  /** Some of its lines had position numbers (GenBank, EMBL), removed. */
  numbered: boolean;
}

// A position number at the start (GenBank: '   61 kvfgrcelaa ...') or the end (EMBL: '... 60') of a
// sequence line, apart from the letters. Digits among the letters are still a problem.
const POSITION_NUMBERS = /^\d+(?=\s)|(?<=\s)\d+$|^\d+$/g;

/**
 * The lines of one peptide in what a visitor pasted: a bare sequence, or a FASTA record whose
 * header line is dropped (the first record, when there are more), without ';' comments. Trimmed.
 */
export function singleRecordLines(text: string): string[] {
  const lines = text.split(/\r\n|\r|\n/).map((line) => line.trim());
  const header = lines.findIndex((line) => line.startsWith('>'));
  const next = header < 0 ? -1 : lines.findIndex((line, i) => i > header && line.startsWith('>'));
  const body = header < 0 ? lines : lines.slice(header + 1, next < 0 ? undefined : next);
  return body.filter((line) => !line.startsWith(';'));
}

/**
 * One peptide from what a visitor pasted (see singleRecordLines), without position numbers and
 * spaces. Case kept.
 */
export function singleSequence(text: string): string {
  return singleRecordLines(text)
    .map((line) => line.replace(POSITION_NUMBERS, ''))
    .join('')
    .replace(/\s+/g, '');
}

/**
 * Parses FASTA text and checks every record. Tolerates CRLF (or lone CR) line ends, a byte-order mark,
 * blank lines, lower case, sequences wrapped over several lines, whitespace inside sequence
 * lines, position numbers beside the letters (GenBank, EMBL), one trailing '*', ';' comment lines
 * (the original FASTA format's), and a text without any header, read as one sequence named
 * 'sequence_1'; `notes` says when the last two happened. Every valid record is kept; a record with
 * a problem is left out and its problems are listed. Of two records with the same id, the first
 * is kept (if valid) and the later one is a problem.
 */
export function parseFasta(text: string, options: ParseFastaOptions = {}): ParsedFasta {
  const alphabet = options.alphabet ?? 'protein';
  const maxRecords = options.maxRecords ?? Number.POSITIVE_INFINITY;
  const problems = new ProblemList();
  const records: FastaRecord[] = [];
  const headerLineById = new Map<string, number>();
  let recordCount = 0;
  let current: OpenRecord | null = null;
  let orphanReported = false;
  const notes: string[] = [];

  if (text.trim() === '') {
    problems.add({
      message:
        "The input is empty; paste or upload sequences in FASTA format (a line starting with '>' and a name, then the sequence).",
    });
    return { records, problems: problems.list(), total: 0, notes };
  }

  const close = (record: OpenRecord | null) => {
    if (record === null) return;
    const valid = checkRecord(record, alphabet, headerLineById, problems);
    if (valid !== null) records.push(valid);
    if (record.numbered) {
      notes.push(
        `Sequence '${record.id}' (line ${record.headerLine}): its position numbers and spaces were removed.`,
      );
    }
  };

  const unmarked = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  // Old Mac files end lines with a lone CR.
  const body = unmarked.includes('\n') ? unmarked : unmarked.replaceAll('\r', '\n');
  if (looksLikeGenBank(body)) {
    // GenBank flat files (LOCUS … ORIGIN … //): each record's sequence, checked as a FASTA record's.
    const genbank = readGenBank(body.split('\n'));
    for (const problem of genbank.problems) problems.add(problem);
    for (const record of genbank.records) {
      recordCount++;
      close(record);
    }
    notes.push(...genbank.notes);
  } else {
    // A sequence pasted alone, without any header: one record, named for the notes to say.
    const first = body.split('\n').findIndex((line) => /^\s*[^\s;]/.test(line)) + 1;
    if (first > 0 && !/^[ \t]*>/m.test(body)) {
      recordCount++;
      current = {
        id: HEADERLESS_NAME,
        headerLine: first,
        lines: [],
        lineNumbers: [],
        numbered: false,
      };
      notes.push(
        `The text has no '>' header line: it was read as one sequence named '${HEADERLESS_NAME}'.`,
      );
    }
    let lineNumber = 0;
    let start = 0;
    while (start <= body.length) {
      let end = body.indexOf('\n', start);
      if (end === -1) end = body.length;
      lineNumber++;
      const line = body.slice(start, end).trim();
      start = end + 1;
      if (line === '' || line.charCodeAt(0) === 59 /* ';' */) continue;

      if (line.charCodeAt(0) === 62 /* '>' */) {
        close(current);
        const id = line.slice(1).trim().split(/\s/, 1)[0] ?? '';
        if (id === '') {
          problems.add({
            message: `Line ${lineNumber} starts a sequence with '>' but gives it no name; write a name right after the '>'.`,
            line: lineNumber,
          });
          current = null;
          // The nameless record's sequence lines are not orphans: its header was the problem.
          orphanReported = true;
          continue;
        }
        recordCount++;
        current = { id, headerLine: lineNumber, lines: [], lineNumbers: [], numbered: false };
        continue;
      }

      if (current !== null) {
        const letters = line.replace(POSITION_NUMBERS, '');
        if (letters !== line) current.numbered = true;
        current.lines.push(letters);
        current.lineNumbers.push(lineNumber);
      } else if (!orphanReported) {
        problems.add({
          message: `Line ${lineNumber} holds sequence but no header; each sequence needs a line starting with '>' before it.`,
          line: lineNumber,
        });
        orphanReported = true;
      }
    }
    close(current);
  }

  if (recordCount > maxRecords) {
    problems.addFirst({
      message: `The input holds ${recordCount} sequences; at most ${maxRecords} are allowed at a time.`,
    });
    records.length = Math.min(records.length, maxRecords);
  }
  if (recordCount === 0 && problems.isEmpty()) {
    problems.add({
      message:
        "The input holds no sequences; give each sequence a header line starting with '>' and a name, then its letters on the lines below.",
    });
  }
  return { records, problems: problems.list(), total: recordCount, notes };
}

/** Returns the record if it is valid; otherwise adds its problems and returns null. */
function checkRecord(
  record: OpenRecord,
  alphabet: Alphabet,
  headerLineById: Map<string, number>,
  problems: ProblemList,
): FastaRecord | null {
  const { id, headerLine } = record;
  let valid = true;

  const firstLine = headerLineById.get(id);
  if (firstLine === undefined) {
    headerLineById.set(id, headerLine);
  } else {
    valid = false;
    problems.add({
      message: `Sequence name '${id}' on line ${headerLine} is already used on line ${firstLine}; FASTA headers must be unique.`,
      line: headerLine,
      record: id,
    });
  }

  let sequence = record.lines.join('').replace(/\s+/g, '').toUpperCase();
  if (sequence.endsWith('*')) sequence = sequence.slice(0, -1);

  if (sequence === '') {
    problems.add({
      message: `Sequence '${id}' (line ${headerLine}) is empty; put its letters on the lines below its header.`,
      line: headerLine,
      record: id,
    });
    return null;
  }

  const bad = firstInvalidIndex(sequence, alphabet);
  if (bad !== -1) {
    const letters = invalidLetters(sequence, alphabet);
    const others = letters.slice(1, 6).map(showChar);
    const more = letters.length > 6 ? ', ...' : '';
    const also = others.length > 0 ? ` (and also ${others.join(', ')}${more})` : '';
    const stopHint =
      sequence[bad] === '*' ? "; a '*' (stop) is only allowed at the end of a sequence" : '';
    problems.add({
      message: `Sequence '${id}' has ${showChar(sequence[bad] ?? '')} at position ${bad + 1}${also}${stopHint}; ${ALPHABET_RULE[alphabet]}.`,
      line: lineOfResidue(record, bad),
      record: id,
    });
    return null;
  }
  return valid ? { id, sequence, line: headerLine } : null;
}

/** A character as the messages show it: quoted, or as U+XXXX when it is not printable. */
function showChar(char: string): string {
  const code = char.codePointAt(0) ?? 0;
  if (code < 32 || code === 127 || (code >= 0x80 && code < 0xa0)) {
    return `the control character U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
  }
  return `'${char}'`;
}

/** The line on which the residue at `index` (0-based, whitespace removed) stands. */
function lineOfResidue(record: OpenRecord, index: number): number {
  let seen = 0;
  for (let i = 0; i < record.lines.length; i++) {
    seen += (record.lines[i] ?? '').replace(/\s+/g, '').length;
    if (index < seen) return record.lineNumbers[i] ?? record.headerLine;
  }
  return record.headerLine;
}

/** Problems in order, the first MAX_LISTED_PROBLEMS listed and the rest counted. */
class ProblemList {
  private readonly items: InputProblem[] = [];
  private first: InputProblem | null = null;
  private unlisted = 0;

  add(problem: InputProblem): void {
    if (this.items.length < MAX_LISTED_PROBLEMS) this.items.push(problem);
    else this.unlisted++;
  }

  /** A problem about the whole input, shown before the per-record ones. */
  addFirst(problem: InputProblem): void {
    this.first = problem;
  }

  isEmpty(): boolean {
    return this.items.length === 0 && this.first === null;
  }

  list(): InputProblem[] {
    const listed = this.first === null ? [...this.items] : [this.first, ...this.items];
    if (this.unlisted > 0) {
      const noun = this.unlisted === 1 ? 'problem' : 'problems';
      listed.push({
        message: `... and ${this.unlisted} more ${noun} (only the first ${MAX_LISTED_PROBLEMS} are listed).`,
      });
    }
    return listed;
  }
}
