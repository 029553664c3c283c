import type { Cell } from './tool.ts';

// A cell starting with one of these is run as a formula by spreadsheet programs (CSV injection).
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV field: quoted when needed; text that a spreadsheet would run as a formula is defused. */
export function csvField(value: Cell): string {
  if (value === null) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** CSV text (RFC 4180, CRLF line ends) with a header row of the given keys. */
export function toCsv(keys: readonly string[], rows: Iterable<Record<string, Cell>>): string {
  const lines = [keys.map(csvField).join(',')];
  for (const row of rows) lines.push(keys.map((key) => csvField(row[key] ?? null)).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
