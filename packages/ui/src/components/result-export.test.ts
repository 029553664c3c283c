import { describe, expect, it } from 'vitest';
import { exportRows, toFasta, toTsv } from './result-export.ts';

const rows = [
  { id: 'p1', sequence: 'GLFDIVKKVVGALGSL', ampep_probability: 0.91, note: null },
  { id: 'p2', sequence: 'A'.repeat(130), ampep_probability: null, note: 'Too long,\tsee\nnote' },
];

describe('exports of the rows shown', () => {
  it('writes CSV through the shared writer (quoting, empty cells)', () => {
    const { text, extension, mime } = exportRows('csv', ['id', 'ampep_probability', 'note'], rows);
    expect(extension).toBe('csv');
    expect(mime).toBe('text/csv');
    expect(text).toBe('id,ampep_probability,note\r\np1,0.91,\r\np2,,"Too long,\tsee\nnote"\r\n');
  });

  it('writes TSV with tabs and line breaks inside cells flattened', () => {
    expect(toTsv(['id', 'ampep_probability', 'note'], rows)).toBe(
      'id\tampep_probability\tnote\np1\t0.91\t\np2\t\tToo long, see note\n',
    );
  });

  it('defuses spreadsheet formulas in TSV', () => {
    expect(toTsv(['id'], [{ id: '=HYPERLINK("x")' }])).toBe('id\n\'=HYPERLINK("x")\n');
  });

  it('writes FASTA with 60 residues a line and skips rows without a sequence', () => {
    const fasta = toFasta([...rows, { id: 'empty', sequence: null }]);
    const lines = fasta.trimEnd().split('\n');
    expect(lines[0]).toBe('>p1');
    expect(lines[1]).toBe('GLFDIVKKVVGALGSL');
    expect(lines[2]).toBe('>p2');
    expect(lines.slice(3).map((l) => l.length)).toEqual([60, 60, 10]);
    expect(fasta).not.toContain('empty');
    expect(exportRows('fasta', [], rows).extension).toBe('fasta');
  });
});
