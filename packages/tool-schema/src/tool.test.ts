import { describe, expect, it } from 'vitest';
import { joinNotes, splitNotes } from './tool.ts';

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
