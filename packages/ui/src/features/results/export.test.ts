import type { Column } from '@peptox/tool-schema';
import { describe, expect, it } from 'vitest';
import { layoutFromColumns } from './columns.ts';
import { exportFormats, exportKeys, exportRows, toFasta, toSmi, toTsv } from './export.ts';
import { columns, methods, rows } from './fixture.ts';
import { NO_FILTERS } from './row-model.ts';

const layout = layoutFromColumns(columns, methods);
const request = (keys: string[], thresholds = {}, filters = NO_FILTERS) => ({
  layout,
  keys,
  rows: rows.slice(0, 3),
  thresholds,
  filters,
});

describe('exports of the rows shown', () => {
  it("writes each classifier's threshold after its class, with the classes in words at that threshold", () => {
    const { text, extension, mime } = exportRows(
      'csv',
      request(['id', 'amp_class', 'note'], { amp: 0.6 }),
    );
    expect(extension).toBe('csv');
    expect(mime).toBe('text/csv');
    // A byte-order mark first: spreadsheets then read '–' as UTF-8.
    expect(text).toBe(
      '\uFEFFid,amp_class,amp_threshold,note\r\n' +
        'a,AMP,0.6,\r\n' +
        'b,Non-AMP,0.6,Short takes 5–10 residues.\r\n' +
        'c,Non-AMP,0.6,\r\n',
    );
  });

  it("writes the service's threshold when none was moved, also for a probability shown alone", () => {
    const { text } = exportRows('csv', request(['id', 'short_probability', 'note']));
    const [header, first, second] = text.slice(1).split('\r\n');
    expect(header).toBe('id,short_probability,short_class,short_threshold,note');
    // A class without names is 'Positive' or 'Negative'; a record the method could not take is
    // 'Not predicted', as in the service's files, and its note says why.
    expect(first).toBe('a,0.8,Positive,0.7,');
    expect(second).toBe('b,,Not predicted,0.7,Short takes 5–10 residues.');
  });

  it('adds the class and threshold of a classifier the rows were filtered by', () => {
    const filtered = { ...NO_FILTERS, classes: { amp_class: ['positive' as const] } };
    expect(exportKeys(layout, ['id', 'mic_um', 'note'], filtered).keys).toEqual([
      'id',
      'mic_um',
      'amp_class',
      'amp_threshold',
      'note',
    ]);
    expect(exportKeys(layout, ['id', 'mic_um', 'note'], NO_FILTERS).keys).toEqual([
      'id',
      'mic_um',
      'note',
    ]);
  });

  it('writes TSV after a byte-order mark, the classes in words', () => {
    const { text } = exportRows('tsv', request(['id', 'amp_class']));
    expect(text.split('\n').slice(0, 2)).toEqual([
      '\uFEFFid\tamp_class\tamp_threshold',
      'a\tAMP\t0.5',
    ]);
  });

  it('writes TSV with tabs and line breaks inside cells flattened, formulas defused', () => {
    const tsvRows = [
      { id: 'p2', note: 'Too long,\tsee\nnote' },
      { id: '=HYPERLINK("x")', note: null },
    ];
    expect(toTsv(['id', 'note'], tsvRows)).toBe(
      'id\tnote\np2\tToo long, see note\n\'=HYPERLINK("x")\t\n',
    );
  });

  it("writes FASTA with 60 residues a line, the view's values, classes and thresholds in the header", () => {
    const fasta = exportRows('fasta', request(['id', 'sequence', 'amp_class'])).text;
    expect(fasta.split('\n').slice(0, 2)).toEqual([
      '>a amp_class=AMP amp_threshold=0.5',
      'GLFDIVKK',
    ]);
    // A view of scores or values: they are in the header, not only the classes.
    const scores = exportRows('fasta', request(['id', 'sequence', 'amp_probability', 'note'])).text;
    expect(scores.split('\n')[0]).toBe('>a amp_probability=0.72 amp_class=AMP amp_threshold=0.5');
    const values = exportRows('fasta', request(['id', 'sequence', 'mic_um', 'note'])).text;
    expect(values.split('\n')[0]).toBe('>a mic_um=4');
    expect(values).toContain('>b\n');
    const long = toFasta([
      { id: 'p', sequence: 'A'.repeat(130) },
      { id: 'empty', sequence: null },
    ]);
    expect(
      long
        .trimEnd()
        .split('\n')
        .slice(1)
        .map((l) => l.length),
    ).toEqual([60, 60, 10]);
    expect(long).not.toContain('empty');
  });

  it('writes molecules as a SMILES file, and offers it instead of FASTA', () => {
    const molecules: Column[] = [
      { key: 'id', label: 'ID', type: 'text' },
      { key: 'smiles', label: 'Structure', type: 'molecule' },
    ];
    expect(exportFormats(layoutFromColumns(molecules))).toEqual(['csv', 'tsv', 'smi']);
    expect(exportFormats(layout)).toEqual(['csv', 'tsv', 'fasta']);
    expect(
      toSmi([
        { id: 'ethanol', smiles: 'CCO' },
        { id: 'none', smiles: null },
      ]),
    ).toBe('CCO ethanol\n');
  });
});
