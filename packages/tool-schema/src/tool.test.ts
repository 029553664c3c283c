import { describe, expect, it } from 'vitest';
import { joinNotes, splitNotes, tableRows } from './tool.ts';

describe('notes', () => {
  it('joins messages so that they can be told apart again', () => {
    const note = joinNotes(['RF-AmPEP30 takes 5–30 residues.', 'The MIC values extrapolate.']);
    expect(note).toBe('RF-AmPEP30 takes 5–30 residues. | The MIC values extrapolate.');
    expect(splitNotes(note)).toEqual([
      'RF-AmPEP30 takes 5–30 residues.',
      'The MIC values extrapolate.',
    ]);
  });

  it('has no note without messages, and no message in an empty cell', () => {
    expect(joinNotes([])).toBeNull();
    expect(splitNotes(null)).toEqual([]);
    expect(splitNotes(undefined)).toEqual([]);
    expect(splitNotes(3)).toEqual([]);
  });

  it('reads a note written without the separator as one message', () => {
    expect(splitNotes('Outside the domain; similarity 0.2.')).toEqual([
      'Outside the domain; similarity 0.2.',
    ]);
  });
});

describe('tableRows', () => {
  const rows = [
    { ligand: 'a', rank: 1 },
    { ligand: 'a', rank: 2 },
    { ligand: 'b', rank: null },
  ];

  it('keeps every row of a table without a condition', () => {
    expect(tableRows({}, rows)).toEqual(rows);
  });

  it("keeps the rows whose cell is one of the table's values, empty cells included when listed", () => {
    expect(tableRows({ where: { key: 'rank', in: [1, null] } }, rows)).toEqual([rows[0], rows[2]]);
    expect(tableRows({ where: { key: 'rank', in: [2] } }, rows)).toEqual([rows[1]]);
  });
});
