import { describe, expect, it } from 'vitest';
import { rows } from './fixture.ts';
import { repeatedNotes, rowNote } from './notes.ts';

describe('repeated notes', () => {
  it('lists a message on two or more rows once, with its count', () => {
    expect(repeatedNotes(rows)).toEqual([{ message: 'Short takes 5–10 residues.', count: 2 }]);
  });

  it('leaves each row its own messages and refers to the repeated ones by number', () => {
    const repeated = repeatedNotes(rows);
    expect(rowNote(rows[4]?.note, repeated)).toEqual({ own: ['MIC extrapolates.'], refs: [1] });
    expect(rowNote(rows[3]?.note, repeated)).toEqual({ own: ['Holds X.'], refs: [] });
    expect(rowNote(null, repeated)).toEqual({ own: [], refs: [] });
  });
});
