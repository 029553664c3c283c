import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  averageByKey,
  combineLabelled,
  csvRecords,
  labelledSet,
  readClassedFasta,
  readCsv,
  sequenceNames,
} from './data.ts';

describe('csvRecords', () => {
  it('reads quoted cells with commas, doubled quotes and line breaks; CRLF; blank lines', () => {
    const text =
      'id,smiles,note\r\n1,CCO,"ethanol, a solvent"\r\n\r\n2,"C(=O)O","say ""acid""\nplease"\n';
    expect(csvRecords(text)).toEqual([
      { id: '1', smiles: 'CCO', note: 'ethanol, a solvent' },
      { id: '2', smiles: 'C(=O)O', note: 'say "acid"\nplease' },
    ]);
  });

  it('gives missing cells as empty strings', () => {
    expect(csvRecords('a,b,c\n1,2')).toEqual([{ a: '1', b: '2', c: '' }]);
  });
});

describe('averageByKey', () => {
  it('averages repeated keys into one row and skips rows without a number', () => {
    const rows = csvRecords('SEQUENCE,p\nKKLL,1\nAAAA,2\n kkll ,2\nGG,\nWW,n/a\n,3\n');
    const upper = (s: string) => s.trim().toUpperCase();
    expect(averageByKey(rows, 'SEQUENCE', 'p', upper)).toEqual({
      keys: ['KKLL', 'AAAA'],
      values: [1.5, 2],
      counts: { rowsInFile: 6, distinct: 2 },
    });
  });
});

describe('labelledSet', () => {
  it('drops duplicates within a class and items listed in both classes', () => {
    const set = labelledSet(['AA', 'KK', 'AA', 'LL'], ['GG', 'LL', 'GG', 'PP']);
    expect(set.items).toEqual(['AA', 'KK', 'GG', 'PP']);
    expect(set.labels).toEqual([1, 1, 0, 0]);
    expect(set.counts).toEqual({
      positivesInFile: 4,
      negativesInFile: 4,
      duplicatePositives: 1,
      duplicateNegatives: 1,
      inBothClassesDropped: 1,
      positives: 2,
      negatives: 2,
    });
  });
});

describe('reading files of the data folder ($PEPTOX_DATA)', () => {
  const saved = process.env.PEPTOX_DATA;
  afterEach(() => {
    if (saved === undefined) delete process.env.PEPTOX_DATA;
    else process.env.PEPTOX_DATA = saved;
  });
  const folder = (files: Record<string, string>) => {
    const dir = mkdtempSync(join(tmpdir(), 'peptox-data-'));
    for (const [name, text] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, name)), { recursive: true });
      writeFileSync(join(dir, name), text);
    }
    process.env.PEPTOX_DATA = dir;
  };

  it('reads the class after the bar of each FASTA header', () => {
    folder({ 'set.fasta': '>Seq_1|1\nGLFDIIKK\n>Seq_2|0\nMQIF\nVKTL\n' });
    expect(readClassedFasta('set.fasta')).toEqual([
      { id: 'Seq_1|1', sequence: 'GLFDIIKK', label: 1 },
      { id: 'Seq_2|0', sequence: 'MQIFVKTL', label: 0 },
    ]);
  });

  it('names the record without a class', () => {
    folder({ 'set.fasta': '>Seq_1|1\nGLFD\n>Seq_2\nMQIF\n' });
    expect(() => readClassedFasta('set.fasta')).toThrow("set.fasta: record 'Seq_2' has no class");
  });

  it('reads a CSV file', () => {
    folder({ 'a.csv': 'index,smiles,active\n1,BrC(Br)Br,2.343\n' });
    expect(readCsv('a.csv')).toEqual([{ index: '1', smiles: 'BrC(Br)Br', active: '2.343' }]);
  });

  it('names each sequence by its source and its place there, as its first source does', () => {
    folder({
      'acp/anticp.fasta': '>AP001|1\nGLFD\n>AP002\nKKLL\n>AP003|0\nMQIF\n',
      'amp-mic/EC.csv': 'ID,SEQUENCE\n17,kkll\n,WWWW\n',
      'hemolysis/hemopi2_train.csv': 'SEQUENCE\nAAAA\n',
    });
    const names = sequenceNames([
      { fasta: 'acp/anticp.fasta' },
      { csv: 'amp-mic/EC.csv', sequenceColumn: 'SEQUENCE', idColumn: 'ID' },
      { csv: 'hemolysis/hemopi2_train.csv', sequenceColumn: 'SEQUENCE' },
    ]);
    expect(Object.fromEntries(names)).toEqual({
      GLFD: 'AntiCP set, ACP #1',
      KKLL: 'AntiCP set #2',
      MQIF: 'AntiCP set, non-ACP #3',
      WWWW: 'E. coli MIC set (BERT-AmPEP60) #2',
      AAAA: 'HemoPI2 training set #1',
    });
  });

  it('refuses a data file that has no name for results', () => {
    folder({ 'new/set.fasta': '>a\nGLFD\n' });
    expect(() => sequenceNames([{ fasta: 'new/set.fasta' }])).toThrow('new/set.fasta has no name');
  });

  it('says where it looked when the folder is missing', () => {
    process.env.PEPTOX_DATA = '/nonexistent/peptox-data';
    expect(() => readCsv('a.csv')).toThrow('Training data not found at /nonexistent/peptox-data');
  });
});

describe('combineLabelled', () => {
  it('keeps each item once with its sources, and drops items labelled both ways', () => {
    const set = combineLabelled([
      {
        name: 'a',
        items: [
          { item: 'KK', label: 1 },
          { item: 'GG', label: 0 },
          { item: 'LL', label: 1 },
        ],
      },
      {
        name: 'b',
        items: [
          { item: 'KK', label: 1 },
          { item: 'LL', label: 0 },
          { item: 'PP', label: 0 },
        ],
      },
    ]);
    expect(set.items).toEqual(['KK', 'GG', 'PP']);
    expect(set.labels).toEqual([1, 0, 0]);
    expect(set.sources).toEqual([['a', 'b'], ['a'], ['b']]);
    expect(set.counts).toEqual({
      aPositives: 2,
      aNegatives: 1,
      bPositives: 1,
      bNegatives: 2,
      distinct: 4,
      inSeveralSources: 1,
      conflictingLabelsDropped: 1,
      positives: 1,
      negatives: 2,
    });
  });
});
