import type { Column, ResultRow } from '@peptox/tool-schema';
import { describe, expect, it } from 'vitest';
import { type InputRecord, predictRecords } from './predictor.ts';
import { parseRecords } from './records.ts';

describe('parseRecords', () => {
  it('reads molecules and attaches a problem of its own to its record, which is kept', () => {
    const long = `C${'C'.repeat(20)}`;
    const { records, problems } = parseRecords(
      `CCO ethanol\n${long} long\nc1ccccc1\n`,
      'molecule',
      {
        maxSmilesLength: 20,
      },
    );
    expect(records).toEqual([
      { id: 'ethanol', text: 'CCO' },
      {
        id: 'long',
        text: long,
        problem: "Line 2: the SMILES of 'long' is 21 characters long; at most 20 are allowed.",
      },
      { id: 'mol_3', text: 'c1ccccc1' },
    ]);
    expect(problems).toEqual([records[1]?.problem]);
  });

  it('reads FASTA peptides and leaves out a sequence with a problem', () => {
    const { records, problems } = parseRecords('>a\nKLLK\n>b\nKL1K\n', 'peptide');
    expect(records).toEqual([{ id: 'a', text: 'KLLK' }]);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain("'b'");
  });
});

describe('predictRecords', () => {
  const columns: Column[] = [
    { key: 'id', label: 'ID', type: 'text' },
    { key: 'smiles', label: 'SMILES', type: 'molecule' },
    { key: 'value', label: 'Value', type: 'number', method: 'm' },
    { key: 'note', label: 'Note', type: 'text' },
  ];
  // A stand-in predictor that records what it was asked to predict.
  const asked: string[][] = [];
  const predictor = {
    columns,
    async predict(records: readonly InputRecord[]): Promise<ResultRow[]> {
      asked.push(records.map((r) => r.id));
      return records.map((r) => ({ id: r.id, smiles: r.text, value: r.text.length, note: null }));
    },
  };

  it('keeps records with a problem as unpredicted rows, in input order', async () => {
    asked.length = 0;
    const rows = await predictRecords(
      predictor,
      [
        { id: 'a', text: 'CC' },
        { id: 'b', text: '', problem: 'Line 2 gives no SMILES.' },
        { id: 'c', text: 'CCC' },
      ],
      ['m'],
    );
    expect(asked).toEqual([['a', 'c']]);
    expect(rows).toEqual([
      { id: 'a', smiles: 'CC', value: 2, note: null },
      { id: 'b', smiles: '', value: null, note: 'Line 2 gives no SMILES.' },
      { id: 'c', smiles: 'CCC', value: 3, note: null },
    ]);
  });

  it('does not call the predictor when no record can be predicted', async () => {
    asked.length = 0;
    const rows = await predictRecords(predictor, [{ id: 'x', text: 'C', problem: 'no' }], ['m']);
    expect(asked).toEqual([]);
    expect(rows).toEqual([{ id: 'x', smiles: 'C', value: null, note: 'no' }]);
  });
});
