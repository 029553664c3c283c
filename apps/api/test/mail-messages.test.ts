import { describe, expect, it } from 'vitest';
import type { JobRecord } from '../src/jobs/job-record.ts';
import { jobEndedMail } from '../src/mail/messages.ts';

const job = (input_type: JobRecord['input_type'], sequences: number): JobRecord => ({
  id: 'AAAAAAAAAAAAAAAAAAAAAA',
  tool: 'bestox',
  status: 'finished',
  email: 'someone@example.org',
  description: null,
  methods: ['ld50'],
  input_type,
  codon_table: null,
  records: sequences,
  invalid: 0,
  error: null,
  attempts: 1,
  model_versions: null,
  rerun_of: null,
  progress: null,
  result_rows: null,
  created_at: '2026-11-27T10:00:00Z',
  started_at: '2026-11-27T10:00:01Z',
  finished_at: '2026-11-27T10:00:02Z',
});

describe('the job-ended mail', () => {
  it('counts what the job was given: sequences, molecules, ligands or the peptides of a genome', () => {
    const input = (j: JobRecord) =>
      jobEndedMail(j, 'Tool', 'https://peptox.example', 30).text.match(/Input: +(.*)/)?.[1];
    expect(input(job('fasta', 2))).toBe('2 sequences');
    expect(input(job('smiles', 1))).toBe('1 molecule');
    expect(input(job('docking', 3))).toBe('3 ligands');
    expect(input(job('genome', 12))).toBe('12 peptides from the genome');
  });
});
