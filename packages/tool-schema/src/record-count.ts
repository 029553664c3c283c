// What a job's records are called wherever they are counted (the results page, the job-ended mail).

/** Peptide sequences, molecules, or the ligands of a docking job. */
export type RecordKind = 'sequence' | 'molecule' | 'ligand';

/** A count of records in words: "9 sequences", "1 molecule", "10,000 sequences". */
export function recordCount(kind: RecordKind, count: number): string {
  return `${count.toLocaleString('en-US')} ${kind}${count === 1 ? '' : 's'}`;
}
