// What a job's records are called wherever they are counted (the results page, the job-ended mail).

/** Peptide sequences, molecules, the ligands of a docking job, or peptides found in a genome. */
export type RecordKind = 'sequence' | 'molecule' | 'ligand' | 'peptide';

/** How a job's input was given. */
export type JobInputType = 'fasta' | 'genome' | 'smiles' | 'docking';

/** A count of records in words: "9 sequences", "1 molecule", "10,000 sequences". */
export function recordCount(kind: RecordKind, count: number): string {
  return `${count.toLocaleString('en-US')} ${kind}${count === 1 ? '' : 's'}`;
}

const INPUT_KINDS: Record<JobInputType, RecordKind> = {
  fasta: 'sequence',
  genome: 'peptide',
  smiles: 'molecule',
  docking: 'ligand',
};

/**
 * A job's record count as its input type counts it: "2 molecules", "1 sequence", "12 peptides
 * from the genome" (a genome job counts the peptides predicted from it).
 */
export function jobRecordCount(inputType: JobInputType, count: number): string {
  const text = recordCount(INPUT_KINDS[inputType], count);
  return inputType === 'genome' ? `${text} from the genome` : text;
}
