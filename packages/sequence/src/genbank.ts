// GenBank flat files (LOCUS … ORIGIN … //), as NCBI gives a genome: pasted into a sequence box,
// each record is read as one sequence, named by its LOCUS line, its letters the lines after ORIGIN.
import type { InputProblem } from './input-problem.ts';

/** A record's sequence lines, numbered as in the text, ready to be checked as a FASTA record's. */
export interface GenBankRecord {
  id: string;
  headerLine: number;
  lines: string[];
  lineNumbers: number[];
  numbered: false;
}

export interface ReadGenBank {
  records: GenBankRecord[];
  problems: InputProblem[];
  notes: string[];
}

const LOCUS = /^LOCUS(\s|$)/;
const ORIGIN = /^ORIGIN(\s|$)/;
const END = /^\/\/\s*$/;

/**
 * Whether a text is GenBank rather than FASTA: no '>' header line, and a LOCUS or ORIGIN line (a
 * keyword at the start of a line, as GenBank writes it).
 */
export function looksLikeGenBank(text: string): boolean {
  return !/^[ \t]*>/m.test(text) && /^(LOCUS[ \t]+\S|ORIGIN(\s|$))/m.test(text);
}

/**
 * Reads the records of a GenBank text (lines without their ends). Everything but the sequence is
 * left out; what cannot be read as GenBank (text outside a record, a record without a name or an
 * ORIGIN section) is a problem naming its line.
 */
export function readGenBank(lines: readonly string[]): ReadGenBank {
  const records: GenBankRecord[] = [];
  const problems: InputProblem[] = [];
  const unended: string[] = [];
  let state: 'outside' | 'header' | 'sequence' | 'skip' = 'outside';
  let current: GenBankRecord | null = null;

  const close = (lineNumber: number, ended: boolean) => {
    if (current && state === 'header') {
      problems.push({
        message: `GenBank record '${current.id}' (line ${current.headerLine}) has no ORIGIN line before line ${lineNumber}, so no sequence to read; paste the record with its sequence (from LOCUS to '//').`,
        line: current.headerLine,
        record: current.id,
      });
    } else if (current && !current.lines.some((letters) => letters !== '')) {
      problems.push({
        message: `GenBank record '${current.id}' (line ${current.headerLine}) has no sequence after its ORIGIN line.`,
        line: current.headerLine,
        record: current.id,
      });
    } else if (current) {
      records.push(current);
      if (!ended) unended.push(current.id);
    }
    current = null;
    state = 'outside';
  };

  let outsideReported = false;
  lines.forEach((raw, index) => {
    const lineNumber = index + 1;
    const line = raw.trimEnd();
    if (LOCUS.test(line)) {
      if (state !== 'outside') close(lineNumber, false);
      const id = line.split(/\s+/)[1] ?? '';
      if (id === '') {
        problems.push({
          message: `Line ${lineNumber} is a GenBank LOCUS line without the record's name; write the name after LOCUS.`,
          line: lineNumber,
        });
        state = 'skip';
        return;
      }
      current = { id, headerLine: lineNumber, lines: [], lineNumbers: [], numbered: false };
      state = 'header';
      outsideReported = false;
      return;
    }
    if (END.test(line)) {
      if (state !== 'outside') close(lineNumber, true);
      return;
    }
    if (state === 'outside') {
      if (line.trim() === '' || outsideReported) return;
      outsideReported = true;
      problems.push({
        message: `Line ${lineNumber} is not inside a GenBank record, which starts with a LOCUS line and ends with '//'; paste whole records, or the sequence alone in FASTA format.`,
        line: lineNumber,
      });
    } else if (state === 'header') {
      if (ORIGIN.test(line)) state = 'sequence';
    } else if (state === 'sequence' && current) {
      // '        1 gatcctccat atacaacggt' : the position numbers and spaces are not sequence.
      (current as GenBankRecord).lines.push(line.replace(/\d+/g, '').replace(/\s+/g, ''));
      (current as GenBankRecord).lineNumbers.push(lineNumber);
    }
  });
  if (state !== 'outside') close(lines.length + 1, false);

  const notes: string[] = [];
  if (records.length > 0) {
    const names = records.map((r) => `'${r.id}'`);
    const listed = names.length > 3 ? `${names.slice(0, 3).join(', ')}, …` : names.join(', ');
    notes.push(
      `The text was read as GenBank: ${records.length === 1 ? 'one record' : `${records.length} records`} (${listed}), each the sequence after its ORIGIN line, named by its LOCUS line.`,
    );
  }
  for (const id of unended) {
    notes.push(
      `GenBank record '${id}' has no closing '//' line: its sequence was read up to the next record or the end of the text.`,
    );
  }
  return { records, problems, notes };
}
