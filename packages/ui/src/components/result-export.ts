import { type Cell, type ResultRow, toCsv } from '@peptox/tool-schema';

export type ExportFormat = 'csv' | 'tsv' | 'fasta';

// Tabs and line breaks would split a TSV cell; they never occur in ids, sequences or numbers.
function tsvField(value: Cell): string {
  if (value === null) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const flat = value.replace(/[\t\r\n]+/g, ' ');
  return /^[=+\-@]/.test(flat) ? `'${flat}` : flat;
}

export function toTsv(keys: readonly string[], rows: Iterable<ResultRow>): string {
  const lines = [keys.join('\t')];
  for (const row of rows) lines.push(keys.map((key) => tsvField(row[key] ?? null)).join('\t'));
  return `${lines.join('\n')}\n`;
}

/** The rows' sequences as FASTA, 60 residues a line, headers the row ids. */
export function toFasta(rows: Iterable<ResultRow>): string {
  let text = '';
  for (const row of rows) {
    const sequence = typeof row.sequence === 'string' ? row.sequence : '';
    if (!sequence) continue;
    text += `>${row.id ?? ''}\n`;
    for (let i = 0; i < sequence.length; i += 60) text += `${sequence.slice(i, i + 60)}\n`;
  }
  return text;
}

export function exportRows(
  format: ExportFormat,
  keys: readonly string[],
  rows: readonly ResultRow[],
): { text: string; mime: string; extension: string } {
  if (format === 'csv') return { text: toCsv(keys, rows), mime: 'text/csv', extension: 'csv' };
  if (format === 'tsv') {
    return { text: toTsv(keys, rows), mime: 'text/tab-separated-values', extension: 'tsv' };
  }
  return { text: toFasta(rows), mime: 'text/x-fasta', extension: 'fasta' };
}

/** Saves text as a file through a temporary link (the browser's download). */
export function saveText(text: string, mime: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: `${mime};charset=utf-8` }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
