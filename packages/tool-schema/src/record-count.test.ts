import { describe, expect, it } from 'vitest';
import { jobRecordCount, recordCount } from './record-count.ts';

describe('a count of records', () => {
  it('names what was counted, in the singular for one', () => {
    expect(recordCount('sequence', 10_000)).toBe('10,000 sequences');
    expect(recordCount('molecule', 1)).toBe('1 molecule');
    expect(recordCount('ligand', 3)).toBe('3 ligands');
  });

  it("counts a job's records as its input type counts them", () => {
    expect(jobRecordCount('fasta', 1)).toBe('1 sequence');
    expect(jobRecordCount('smiles', 2)).toBe('2 molecules');
    expect(jobRecordCount('docking', 3)).toBe('3 ligands');
    expect(jobRecordCount('genome', 12)).toBe('12 peptides from the genome');
  });
});
