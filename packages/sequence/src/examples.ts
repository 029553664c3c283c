/**
 * Well-studied peptides for the forms' examples (sequences from UniProt / APD3): six
 * antimicrobial peptides and three peptides that are not.
 */
export const examplePeptides = [
  { name: 'magainin_2 Xenopus laevis', sequence: 'GIGKFLHSAKKFGKAFVGEIMNS', antimicrobial: true },
  {
    name: 'LL-37 human cathelicidin',
    sequence: 'LLGDFFRKSKEKIGKEFKRIVQRIKDFLRNLVPRTES',
    antimicrobial: true,
  },
  { name: 'melittin Apis mellifera', sequence: 'GIGAVLKVLTTGLPALISWIKRKRQQ', antimicrobial: true },
  {
    name: 'cecropin_A Hyalophora cecropia',
    sequence: 'KWKLFKKIEKVGQNIRDGIIKAGPAVAVVGQATQIAK',
    antimicrobial: true,
  },
  { name: 'indolicidin Bos taurus', sequence: 'ILPWKWPWWPWRR', antimicrobial: true },
  { name: 'buforin_II Bufo gargarizans', sequence: 'TRSSRAGLQFPVGRVHRLLRK', antimicrobial: true },
  {
    name: 'insulin_B_chain human',
    sequence: 'FVNQHLCGSHLVEALYLVCGERGFFYTPKT',
    antimicrobial: false,
  },
  { name: 'glucagon human', sequence: 'HSQGTFTSDYSKYLDSRRAQDFVQWLMNT', antimicrobial: false },
  {
    name: 'ubiquitin human',
    sequence: 'MQIFVKTLTGKTITLEVEPSDTIENVKAKIQDKEGIPPDQQRLIFAGKQLEDGRTLSDYNIQKESTLHLVLRLRGG',
    antimicrobial: false,
  },
] as const;

/** FASTA of peptides: a `>name` line, then the sequence, for each. */
export function toFasta(peptides: readonly { name: string; sequence: string }[]): string {
  return peptides.map((p) => `>${p.name}\n${p.sequence}\n`).join('');
}
