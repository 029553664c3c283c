import { type Cell, type Column, classWord, type ResultRow } from './tool.ts';

// A cell starting with one of these is run as a formula by spreadsheet programs (CSV injection).
const FORMULA_START = /^[=+\-@\t\r]/;

// Quoted: what RFC 4180 quotes, and the separators spreadsheets split on in other locales or
// imports (';', tab), so that 'a;=1+1' stays one cell rather than starting a second, '=1+1'.
const NEEDS_QUOTES = /[",;\t\n\r]/;

/** One CSV field: quoted when needed; text that a spreadsheet would run as a formula is defused. */
export function csvField(value: Cell): string {
  if (value === null) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** CSV text (RFC 4180, CRLF line ends) with a header row of the given keys. */
export function toCsv(keys: readonly string[], rows: Iterable<Record<string, Cell>>): string {
  const lines = [keys.map(csvField).join(',')];
  for (const row of rows) lines.push(keys.map((key) => csvField(row[key] ?? null)).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/**
 * CSV text (RFC 4180: quoted fields may hold commas, doubled quotes and line breaks; CRLF or LF)
 * as rows of cells. Blank lines and a leading byte-order mark are skipped.
 */
export function parseCsv(csv: string): string[][] {
  const text = csv.startsWith('\uFEFF') ? csv.slice(1) : csv;
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const endRow = () => {
    row.push(cell);
    if (row.length > 1 || row[0] !== '') rows.push(row);
    row = [];
    cell = '';
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      endRow();
    } else cell += c;
  }
  endRow();
  return rows;
}

/**
 * How files write a result's cells: classes in words (classWord: 'AMP', 'Not predicted'), every
 * other cell as it is. One reading for the service's CSV, the command line's and the pages'.
 */
export function cellsInWords(columns: readonly Column[]): (row: ResultRow, key: string) => Cell {
  const classes = new Map(columns.filter((c) => c.type === 'class').map((c) => [c.key, c]));
  return (row, key) => {
    const value = row[key] ?? null;
    const column = classes.get(key);
    return column ? classWord(column, value) : value;
  };
}
