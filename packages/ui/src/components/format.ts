// How a number and a cell read on the site's pages (exports keep the raw values).
import type { Cell, Column } from '@peptox/tool-schema';

/** A number as the table and summaries show it (exports keep the raw values). */
export function formatNumber(value: number, column?: Column): string {
  if (column?.type === 'probability') return value.toFixed(3);
  if (Number.isInteger(value)) return value.toLocaleString('en');
  return Math.abs(value) >= 100 ? value.toFixed(1) : value.toPrecision(3);
}

/** A cell that is not a class as the table shows it. */
export function formatCell(value: Cell | undefined, column: Column): string {
  if (value === null || value === undefined) return '—';
  return typeof value === 'number' ? formatNumber(value, column) : value;
}
