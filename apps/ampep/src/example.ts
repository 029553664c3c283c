import { examplePeptides, toFasta } from '@peptox/sequence';

/** Example input: six well-studied antimicrobial peptides and three peptides that are not. */
export const exampleFasta = toFasta(examplePeptides);
