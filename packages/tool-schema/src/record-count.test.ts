import { describe, expect, it } from 'vitest';
import { recordCount } from './record-count.ts';

describe('a count of records', () => {
  it('names what was counted, in the singular for one', () => {
    expect(recordCount('sequence', 10_000)).toBe('10,000 sequences');
    expect(recordCount('molecule', 1)).toBe('1 molecule');
    expect(recordCount('ligand', 3)).toBe('3 ligands');
  });
});
