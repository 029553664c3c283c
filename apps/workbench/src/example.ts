import { examplePeptides, toFasta } from '@peptox/sequence';

/** The profile form's example: four well-studied antimicrobial peptides. */
const chosen = ['magainin_2', 'LL-37', 'melittin', 'indolicidin'];
export const exampleFasta = toFasta(
  examplePeptides.filter((p) => chosen.some((name) => p.name.startsWith(name))),
);
