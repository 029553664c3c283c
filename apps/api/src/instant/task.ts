import type { JobTask } from '../jobs/task.ts';

/**
 * What an instant answer asks the reserved thread: a small input predicted as a job would (with
 * the evidence), or a peptide's mutant scan (its variants, without the evidence).
 */
export type InstantTask =
  | (Pick<JobTask, 'jobId' | 'tool' | 'methods' | 'inputType' | 'input' | 'maxSmilesLength'> & {
      kind: 'predict';
    })
  | (Pick<JobTask, 'jobId' | 'tool' | 'methods'> & {
      kind: 'scan';
      /** The wild type: standard residues, upper case. */
      sequence: string;
      /** Truncations stop at this length. */
      minLength: number;
    });
